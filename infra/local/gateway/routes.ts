import { resourcePath, routes, type RouteDefinition } from '@praktijk/shared/routes';
import { safeDecode } from './http-util';

// Matches a request path against the route table the way API Gateway matches resources:
// {param} takes one path segment; a trailing slash is optional.
export interface MatchedRoute {
  route: RouteDefinition;
  pathParameters: Record<string, string> | null;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

const compiled: CompiledRoute[] = (routes as readonly RouteDefinition[])
  .map((route) => {
    const names: string[] = [];
    const source = resourcePath(route)
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return '([^/]+)';
      })
      .join('/');
    return { route, names, pattern: new RegExp(`^${source}/?$`) };
  })
  // Like API Gateway, a literal path part wins over a {param} sibling (catalogue/defaults/ before catalogue/{name}/).
  .sort((a, b) => a.names.length - b.names.length);

export function matchRoute(method: string, path: string): MatchedRoute | 'method-not-allowed' | undefined {
  let pathKnown = false;
  for (const { route, pattern, names } of compiled) {
    const m = pattern.exec(path);
    if (!m) continue;
    const values = names.map((_, i) => safeDecode(m[i + 1]!));
    // A malformed escape names no resource at all: the path is unknown, not the route.
    if (values.some((value) => value === undefined)) continue;
    pathKnown = true;
    if (route.method !== method) continue;
    const pathParameters = names.length ? Object.fromEntries(names.map((n, i) => [n, values[i]!])) : null;
    return { route, pathParameters };
  }
  return pathKnown ? 'method-not-allowed' : undefined;
}
