import { type ApiOperation } from '@praktijk/shared/client/route-types';
import { routes, type RouteDefinition } from '@praktijk/shared/routes';
import { beforeAll, describe, it } from 'vitest';
import { type RawCallOptions, type TypedApi, typedApi } from '../../support/api';
import { createTestPractice, createTestUser, idToken, roleTokens, type TestPractice } from '../../support/practice';
import { twin } from '../../support/twin-env';
import { type Caller, CALLERS, type FixtureContext } from './context';
import {
  ENDS_CALLERS_SESSIONS,
  isFieldErrorShape,
  isPublic,
  NOT_TENANT_IDS,
  mayCall,
  pathParams,
  staleToken,
  takesConsistencyToken,
  withToken,
  wrongTyped,
} from './expectations';
import { fixtureFactories } from './fixtures';

// The route-contract matrix (DESIGN §9), generated from the route table: for every route, every
// role and no token (401 / 403 before the body / allowed, as the default permissions say), another
// practice's id (404), a garbage body (400 with field errors) and a stale consistency_token (409).
// A route supplies only its fixture factory (fixtures/); a route without one fails here.

const table = routes as readonly RouteDefinition[];

let api: TypedApi;
let practice: TestPractice;
let tokens: Record<Caller, string>;
let otherStaff: string;

beforeAll(async () => {
  api = typedApi(twin().url);
  let other: TestPractice;
  [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  tokens = (await roleTokens(practice)) as Record<Caller, string>;
  otherStaff = await idToken(other.users.staff);
});

/** A fresh valid request for the route, made by its factory for this caller. */
async function validRequest(route: RouteDefinition, caller: Caller): Promise<RawCallOptions> {
  const factory = fixtureFactories[route.operation as ApiOperation];
  if (!factory) throw new Error(`No fixture factory for ${route.operation}`);
  const ctx: FixtureContext = { api, practice, tokens, caller };
  return (factory as (c: FixtureContext) => Promise<RawCallOptions>)(ctx);
}

// The cases of one route run one after another (they share per-user and per-role state, such as
// the caller's own profile); different routes run side by side.
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(route: RouteDefinition, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(route.operation) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  queues.set(route.operation, next);
  return next;
}

/** The caller's token, or a new user's of the caller's role where the call ends the caller's sessions. */
async function tokenFor(route: RouteDefinition, caller: Caller): Promise<string> {
  if (!ENDS_CALLERS_SESSIONS.has(route.operation as ApiOperation)) return tokens[caller];
  const user = practice.users[caller];
  return idToken(await createTestUser(practice.id, user.roles, { isStaff: caller === 'staff' }));
}

const send = (route: RouteDefinition, token: string | undefined, request: RawCallOptions) => api.raw(route.operation as ApiOperation, token, request);
const describeBody = (body: unknown) => JSON.stringify(body)?.slice(0, 300);

describe('the route table', () => {
  it('has a fixture factory for every route', ({ expect }) => {
    expect(table.map((r) => r.operation).filter((op) => !fixtureFactories[op as ApiOperation])).toEqual([]);
  });
  it('has no factory for a route that is gone', ({ expect }) => {
    const operations = new Set(table.map((r) => r.operation));
    expect(Object.keys(fixtureFactories).filter((op) => !operations.has(op))).toEqual([]);
  });
});

describe.concurrent.each(table.filter((r) => fixtureFactories[r.operation as ApiOperation]).map((r) => [`${r.method} ${r.path} (${r.operation})`, r] as const))(
  '%s',
  (_name, route) => {
    const tokenWhere = takesConsistencyToken(route);

    it(isPublic(route) ? 'answers without a token' : 'answers 401 without a token', ({ expect }) =>
      inTurn(route, async () => {
        const res = await send(route, undefined, await validRequest(route, 'staff'));
        if (isPublic(route)) expect(res.status, describeBody(res.body)).toBeLessThan(300);
        else expect(res.status, describeBody(res.body)).toBe(401);
      }),
    );

    for (const caller of CALLERS) {
      const allowed = mayCall(route.access, caller);
      it(allowed ? `${caller}: allowed` : `${caller}: 403 before the body is read`, ({ expect }) =>
        inTurn(route, async () => {
          const request = await validRequest(route, allowed ? caller : 'staff');
          if (allowed) {
            const res = await send(route, await tokenFor(route, caller), request);
            expect(res.status, describeBody(res.body)).toBeGreaterThanOrEqual(200);
            expect(res.status, describeBody(res.body)).toBeLessThan(300);
          } else {
            const garbage = request.body === undefined ? request : { ...request, body: wrongTyped(request.body) };
            const res = await send(route, await tokenFor(route, caller), garbage);
            expect(res.status, describeBody(res.body)).toBe(403);
          }
        }),
      );
    }

    if (pathParams(route).length > 0) {
      const reason = NOT_TENANT_IDS[route.operation as ApiOperation];
      it(reason ? `another practice: the same ${pathParams(route).join(', ')} is its own (${reason})` : "another practice's id: 404", ({ expect }) =>
        inTurn(route, async () => {
          const res = await send(route, otherStaff, await validRequest(route, 'staff'));
          if (reason) expect(res.status, describeBody(res.body)).not.toBe(500);
          else expect(res.status, describeBody(res.body)).toBe(404);
        }),
      );
    }

    if (route.body) {
      it('a garbage body: 400 with field errors', ({ expect }) =>
        inTurn(route, async () => {
          const request = await validRequest(route, 'staff');
          const cases = [wrongTyped(request.body), 'garbage', [1, 2, 3]].map((body) => ({ body, status: 400 }));
          for (const { body, status } of cases) {
            const res = await send(route, tokens.staff, { ...request, body });
            expect(res.status, `${describeBody(body)} -> ${describeBody(res.body)}`).toBe(status);
            expect(isFieldErrorShape(res.body), describeBody(res.body)).toBe(true);
          }
        }));
    }

    if (tokenWhere) {
      it(`a stale consistency_token in the ${tokenWhere}: 409`, ({ expect }) =>
        inTurn(route, async () => {
          const request = await validRequest(route, 'staff');
          const part = request[tokenWhere] as Record<string, unknown> | FormData | undefined;
          const res = await send(route, tokens.staff, { ...request, [tokenWhere]: withToken(part, staleToken()) });
          expect(res.status, describeBody(res.body)).toBe(409);
          expect(isFieldErrorShape(res.body) && res.body.non_field_errors?.length, describeBody(res.body)).toBeTruthy();
        }));
    }
  },
);
