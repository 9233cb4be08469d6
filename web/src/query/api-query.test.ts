import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type * as Api from '@/api';
import { ApiError } from '@/api/errors';
import { apiQuery, queryKeyOf, secondaryErrorText, secondaryQuery } from './api-query';

// The API client is replaced by a recorder: which of its two doors (client.ts CallRole) each query takes.
const calls: unknown[][] = [];
vi.mock('@/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  callApi: (operation: string, options: { signal?: AbortSignal }) => record('primary', operation, options),
  callSecondaryApi: (operation: string, options: { signal?: AbortSignal }) => record('secondary', operation, options),
}));
function record(role: string, operation: string, { signal: _signal, ...options }: { signal?: AbortSignal }): Promise<unknown> {
  calls.push([role, operation, options]);
  return Promise.resolve([]);
}

describe('query keys', () => {
  it('are the operation and its parameters', () => {
    expect(queryKeyOf('listInsurances', { params: { id: 'p1' } })).toEqual(['listInsurances', { params: { id: 'p1' } }]);
    expect(queryKeyOf('listPatients', { query: { search: 'chin', limit: 10 } })).toEqual(['listPatients', { query: { search: 'chin', limit: 10 } }]);
  });

  it('leave out undefined query values, so equal requests share one key', () => {
    expect(queryKeyOf('listPatients', { query: { search: undefined, cursor: undefined } })).toEqual(['listPatients']);
    expect(queryKeyOf('listLogs', { params: { id: 'p1' }, query: { model: undefined, limit: 10 } })).toEqual([
      'listLogs',
      { params: { id: 'p1' }, query: { limit: 10 } },
    ]);
  });

  it('without parameters are the prefix of every key of the operation', () => {
    expect(queryKeyOf('listUsers')).toEqual(['listUsers']);
  });
});

describe('secondary calls', () => {
  it('share the key of the same answer asked for as primary data', () => {
    expect(secondaryQuery('listEmployers', { query: { search: 'st' } }).queryKey).toEqual(apiQuery('listEmployers', { query: { search: 'st' } }).queryKey);
  });

  it('go through the client that keeps the user signed in on a 403', async () => {
    const client = new QueryClient();
    await client.fetchQuery(secondaryQuery('listEmployers', { query: { search: 'st' } }));
    await client.fetchQuery(apiQuery('getPatient', { params: { id: 'p1' } }));
    expect(calls).toEqual([
      ['secondary', 'listEmployers', { query: { search: 'st' } }],
      ['primary', 'getPatient', { params: { id: 'p1' } }],
    ]);
  });

  it('say the refusal, a failure in the caller’s words, or nothing while the app signs out', () => {
    const refused = new ApiError({ kind: 'http', status: 403, message: 'You do not have permission to perform this action.' });
    expect(secondaryErrorText(refused, 'The search failed.')).toBe('You do not have permission to perform this action.');
    expect(secondaryErrorText(new ApiError({ kind: 'network', status: 0, message: 'Cannot reach the server.' }), 'The search failed.')).toBe(
      'The search failed.',
    );
    expect(secondaryErrorText(new ApiError({ kind: 'http', status: 401, message: 'Ended', redirected: true }), 'The search failed.')).toBeUndefined();
    expect(secondaryErrorText(undefined, 'The search failed.')).toBeUndefined();
  });
});
