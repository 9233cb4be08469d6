import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '@praktijk/shared/routes';
import { CATALOGUE_NAMES } from '@praktijk/shared/schemas/catalogue';
import { buildCatalogue } from './domain/rows';
import { apiEvent, lambdaContext } from '../lib/testing/events';
import { handler } from './handler';

// Dispatch by API Gateway's resource template: literal paths reach their own operations, and
// {name} answers any catalogue, 404 for an unknown name, never one of the literal paths' lists
// around their permission.
const ddb = mockClient(DynamoDBDocumentClient);
const claims = { sub: 'U1', email: 'nurse@demo.test', 'custom:tenant_id': 'T1', 'cognito:groups': 'nurse' };
const context = [
  { entity: 'practice', id: 'T1', slug: 'demo', name: 'Demo', is_active: true, consistency_token: 'p' },
  {
    entity: 'user',
    id: 'U1',
    email: 'nurse@demo.test',
    first_name: 'Nancy',
    last_name: 'Pinas',
    prefix: '',
    identifier: '',
    date_joined: '2026-01-05',
    is_active: true,
    is_staff: false,
    roles: ['nurse'],
    consistency_token: 'u',
  },
  { entity: 'role', id: 'nurse', name: 'Nurse', permission_ids: ['view_patient'], consistency_token: 'r' },
];
const titles = buildCatalogue('titles').rows[0]!;

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  process.env.PRAKTIJK_QUIET_LOGS = '1';
});
afterEach(() => ddb.reset());

function stubTable() {
  ddb.on(BatchGetCommand).resolves({ Responses: { 'praktijk-test': context } });
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: { PK: 'CAT#titles', SK: 'ALL' } }).resolves({ Item: titles });
  ddb.on(QueryCommand).resolves({ Items: [] });
}
const get = (resource: string, pathParameters: Record<string, string> | null = null, query: Record<string, string> | null = null) =>
  handler(apiEvent({ claims, resource, path: resource, pathParameters, queryStringParameters: query }), lambdaContext());
const body = (r: { body: string }) => JSON.parse(r.body) as unknown;

describe('catalogue dispatch', () => {
  it('answers a catalogue by name with the API shape only', async () => {
    stubTable();
    const res = await get('/api/catalogue/{name}', { name: 'titles' });
    expect(res.statusCode).toBe(200);
    const items = body(res) as Record<string, unknown>[];
    expect(items[0]).toEqual({ id: 'DHR', code: 'DHR', name: 'Dhr.', abbreviation: 'Mr.', parent: null, parent_id: null, parent_name: null });
  });

  it("answers 404 for an unknown name, and for a literal path's name that is no catalogue", async () => {
    stubTable();
    expect((await get('/api/catalogue/{name}', { name: 'spaceships' })).statusCode).toBe(404);
    expect((await get('/api/catalogue/{name}', { name: 'defaults' })).statusCode).toBe(404);
  });

  it('sends the literal path to its own operation', async () => {
    stubTable();
    const res = await get('/api/catalogue/defaults');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ defaults: {}, consistency_token: null });
  });

  it('keeps the employer permission when employers are asked for by name', async () => {
    stubTable();
    expect((await get('/api/catalogue/employers')).statusCode).toBe(403);
    expect((await get('/api/catalogue/{name}', { name: 'employers' })).statusCode).toBe(403);
  });

  it('refuses an over-long search with a field error', async () => {
    stubTable();
    const res = await get('/api/catalogue/{name}', { name: 'titles' }, { search: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ search: ['Ensure this field has no more than 100 characters.'] });
  });
});

describe('catalogue routes', () => {
  it('has a literal route for each literal path and no catalogue called like a non-catalogue path', () => {
    const literals = [
      ...new Set(
        routesOf('catalogue')
          .map((r) => r.path.split('/')[3]!)
          .filter((segment) => !segment.startsWith('{')),
      ),
    ];
    expect(new Set(literals)).toEqual(new Set(['defaults', 'employers', 'medications', 'referral_tests']));
    // employers, medications and referral_tests are catalogues served by their own routes; defaults is not a catalogue.
    expect(literals.filter((l) => (CATALOGUE_NAMES as readonly string[]).includes(l)).sort()).toEqual(['employers', 'medications', 'referral_tests']);
  });
});
