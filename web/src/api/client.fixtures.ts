import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { vi } from 'vitest';
import { type ApiClientDeps } from './client';

// Test doubles for the API client: a scripted fetch, a token source that hands out a new token on
// every forced refresh, and a recorded navigate.

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeDeps(answers: Response[], location = { pathname: '/', search: '' }) {
  let issued = 1;
  const fetch = vi.fn<ApiClientDeps['fetch']>();
  for (const answer of answers) fetch.mockResolvedValueOnce(answer);
  const getIdToken = vi.fn<ApiClientDeps['getIdToken']>(({ forceRefresh }) => Promise.resolve(`token-${forceRefresh ? ++issued : issued}`));
  const navigate = vi.fn<ApiClientDeps['navigate']>();
  return { baseUrl: 'http://twin', fetch, getIdToken, navigate, currentLocation: () => location };
}

export const currentUserFixture: CurrentUser = {
  id: '01J0000000000000000000USER',
  username: 'physician@demo.test',
  name: 'Anna de Vries',
  first_name: 'Anna',
  last_name: 'de Vries',
  prefix: 'Dr.',
  email: 'physician@demo.test',
  identifier: 'BIG-123',
  date_joined: '2024-01-15T09:00:00.000Z',
  is_staff: false,
  is_active: true,
  roles: [{ id: 'physician', name: 'Physician', permissions: [], consistency_token: 'c1' }],
  force_password_change: false,
  practice: { id: 'demo', name: 'Huisartsenpraktijk Demo' },
  consistency_token: 'c1',
};
