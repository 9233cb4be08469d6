// Fills a route path's {param} slots, as routes.ts's buildPath does, but in a module of its own:
// the client core (http.ts) imported buildPath from routes.ts, which imports every route file, so
// the web client's first screen carried the whole route table for five lines of code. routes.ts
// can re-export this one once nobody is adding routes to it (route-path.test.ts keeps the two alike).

export function fillPathParams(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
