import { describe, expect, it } from 'vitest';
import { buildPath, resourcePath, routeKey, routes } from './routes';

describe('route table', () => {
  it('has unique method and path pairs under /api with a trailing slash', () => {
    const keys = routes.map((r) => routeKey(r.method, r.path));
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of routes) expect(r.path).toMatch(/^\/api\/.+\/$/);
  });
  it('gives API Gateway resource paths without the trailing slash', () => {
    expect(resourcePath({ path: '/api/auth/current/' })).toBe('/api/auth/current');
  });
  it('fills and encodes path parameters and refuses missing ones', () => {
    expect(buildPath('/api/patients/{id}/', { id: 'a/b' })).toBe('/api/patients/a%2Fb/');
    expect(() => buildPath('/api/patients/{id}/')).toThrow(/id/);
  });
});
