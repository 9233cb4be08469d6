import { APP_VERSION } from '@praktijk/shared/constants';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { buildUrl, createApiClient } from './client';
import { ApiError } from './errors';
import { consumeNavigationPass } from '@/shell/unsaved/unsaved-registry';
import { currentUserFixture, fakeDeps, json } from './client.fixtures';

describe('buildUrl', () => {
  it('joins base, path, params and query, skipping empty query values', () => {
    expect(buildUrl('https://api.example/prod/', '/api/patients/{id}/', { id: 'a b' }, { page: 2, q: 'x', gone: undefined, none: null })).toBe(
      'https://api.example/prod/api/patients/a%20b/?page=2&q=x',
    );
  });

  it('does not double /api when the base already ends with it', () => {
    expect(buildUrl('http://127.0.0.1:8080/api', '/api/auth/version/')).toBe('http://127.0.0.1:8080/api/auth/version/');
  });
});

describe('createApiClient', () => {
  it('sends the ID token and parses the answer with the route schema', async () => {
    const deps = fakeDeps([json(200, currentUserFixture)]);
    const user = await createApiClient(deps).call('getCurrentUser');
    expectTypeOf(user).toEqualTypeOf<CurrentUser>();
    expect(user.email).toBe('physician@demo.test');
    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://twin/api/auth/current/');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('finds a route by method and path as well', async () => {
    const deps = fakeDeps([json(200, { version: APP_VERSION })]);
    const answer = await createApiClient(deps).request('GET', '/api/auth/version/');
    expect(answer).toEqual({ version: APP_VERSION });
  });

  it('sends no token to a public route', async () => {
    const deps = fakeDeps([json(200, { version: '1' })]);
    await createApiClient(deps).call('getVersion');
    expect(deps.getIdToken).not.toHaveBeenCalled();
    expect(new Headers(deps.fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('refreshes the session once on a 401 and retries with the new token', async () => {
    const deps = fakeDeps([json(401, {}), json(200, currentUserFixture)]);
    await createApiClient(deps).call('getCurrentUser');
    expect(deps.getIdToken.mock.calls).toEqual([[{ forceRefresh: false }], [{ forceRefresh: true }]]);
    expect(new Headers(deps.fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token-2');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('goes to /login with the current page when the retry is refused too', async () => {
    const deps = fakeDeps([json(401, {}), json(401, {})], { pathname: '/patients', search: '?page=3' });
    const error = await createApiClient(deps)
      .call('getCurrentUser')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, redirected: true });
    expect(deps.fetch).toHaveBeenCalledTimes(2);
    expect(deps.navigate).toHaveBeenCalledWith('/login?redirect=%2Fpatients%3Fpage%3D3');
  });

  it('goes to /login without calling the API when there is no session', async () => {
    const deps = fakeDeps([]);
    deps.getIdToken.mockResolvedValue(undefined);
    await expect(createApiClient(deps).call('getCurrentUser')).rejects.toBeInstanceOf(ApiError);
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/login');
  });

  it('logs out on a 403, keeping where the user was', async () => {
    const deps = fakeDeps([json(403, { message: 'Forbidden' })], { pathname: '/reports', search: '' });
    await expect(createApiClient(deps).call('getCurrentUser')).rejects.toMatchObject({ status: 403, redirected: true });
    expect(deps.navigate).toHaveBeenCalledWith('/logout?redirect=%2Freports');
  });

  it('lets the 403 sign-out pass a form with unsaved changes (issue 21 §6), and only when it navigates', async () => {
    consumeNavigationPass();
    const deps = fakeDeps([json(403, {})], { pathname: '/reports', search: '' });
    await expect(createApiClient(deps).call('getCurrentUser')).rejects.toMatchObject({ status: 403 });
    expect(consumeNavigationPass()).toBe(true);
    const onLogin = fakeDeps([json(403, {})], { pathname: '/login', search: '' });
    await expect(createApiClient(onLogin).call('getCurrentUser')).rejects.toMatchObject({ status: 403 });
    expect(consumeNavigationPass()).toBe(false);
  });

  it('does not log out on a 403 while already on /login', async () => {
    const deps = fakeDeps([json(403, {})], { pathname: '/login', search: '' });
    await expect(createApiClient(deps).call('getCurrentUser')).rejects.toMatchObject({ status: 403, redirected: false });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('does not start a second sign-out on a 403 while already on /logout', async () => {
    const deps = fakeDeps([json(403, {})], { pathname: '/logout', search: '?redirect=%2Fpatients%2Fnew' });
    await expect(createApiClient(deps).call('getCurrentUser')).rejects.toMatchObject({ status: 403, redirected: false });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('keeps the user signed in on a 403 of a secondary call and passes the refusal back', async () => {
    const deps = fakeDeps([json(403, { detail: 'You do not have permission to perform this action.' })], { pathname: '/patients/new', search: '' });
    const error = await createApiClient(deps)
      .secondary.call('listEmployers', { query: { search: 'Staats' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, redirected: false, message: 'You do not have permission to perform this action.' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('still refreshes and signs in again on a 401 of a secondary call', async () => {
    const deps = fakeDeps([json(401, {}), json(401, {})], { pathname: '/patients/new', search: '' });
    await expect(createApiClient(deps).secondary.request('GET', '/api/catalogue/employers/')).rejects.toMatchObject({ status: 401, redirected: true });
    expect(deps.navigate).toHaveBeenCalledWith('/login?redirect=%2Fpatients%2Fnew');
  });

  it('passes a 400 back with its field errors', async () => {
    const deps = fakeDeps([json(400, { email: ['Enter a valid email address.'], non_field_errors: ['Check the form.'] })]);
    const error = await createApiClient(deps)
      .call('getCurrentUser')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('email')).toBe('Enter a valid email address.');
    expect((error as ApiError).nonFieldErrors).toEqual(['Check the form.']);
  });

  it('refuses an answer that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deps = fakeDeps([json(200, { ...currentUserFixture, roles: 'physician' })]);
    await expect(createApiClient(deps).call('getCurrentUser')).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('reports a network failure as such', async () => {
    const deps = fakeDeps([]);
    deps.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createApiClient(deps).call('getVersion')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('only accepts operations and paths of the route table', async () => {
    const deps = fakeDeps([]);
    const client = createApiClient(deps);
    // The route is looked up (and its module loaded) before the call: an unknown one rejects it.
    // @ts-expect-error: not an operation of the route table
    await expect(client.call('dropAllTables')).rejects.toThrow('No API route has operation dropAllTables');
    // @ts-expect-error: this method is not declared for this path
    await expect(client.request('DELETE', '/api/auth/current/')).rejects.toThrow('No API route DELETE /api/auth/current/');
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});
