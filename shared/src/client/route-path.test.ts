import { describe, expect, it } from 'vitest';
import { buildPath } from '../routes';
import { fillPathParams } from './route-path';

describe('fillPathParams', () => {
  it('fills the slots as the route table’s buildPath does', () => {
    for (const [path, params] of [
      ['/api/patients/{id}/', { id: 'a/b' }],
      ['/api/patients/{id}/records/{kind}/', { id: '01J', kind: 'x y' }],
      ['/api/auth/current/', {}],
    ] as const) {
      expect(fillPathParams(path, params)).toBe(buildPath(path, params));
    }
  });

  it('refuses a missing parameter, naming it', () => {
    expect(() => fillPathParams('/api/patients/{id}/')).toThrow('Missing path parameter id');
    expect(() => buildPath('/api/patients/{id}/')).toThrow('Missing path parameter id');
  });
});
