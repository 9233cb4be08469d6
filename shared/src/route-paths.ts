// Path helpers of the route table, in a module of their own: a Lambda that matches or builds
// paths imports these without the table, so its bundle holds only its own routes' schemas
// (issue 23 §7). routes.ts re-exports them for everyone else.

/** The API Gateway resource path for a route: no trailing slash, as API Gateway resources are written. */
export function resourcePath(route: { path: string }): string {
  return route.path.replace(/\/$/, '');
}

export function routeKey(method: string, resourcePathOrPath: string): string {
  return `${method.toUpperCase()} ${resourcePathOrPath.replace(/\/$/, '')}`;
}

/** Fills {param} slots; the web client and the tests build URLs with it. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
