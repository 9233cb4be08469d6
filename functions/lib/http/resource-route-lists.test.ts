import { describe, expect, it } from 'vitest';
import { authRoutes } from '@praktijk/shared/routes/auth';
import { calendarRoutes } from '@praktijk/shared/routes/calendar';
import { planningRoutes } from '@praktijk/shared/routes/planning';
import { usersRoutes } from '@praktijk/shared/routes/users';
import { apiEvent, lambdaContext } from '../testing/events';
import { createResourceHandler } from './resource-handler';
import { type OperationsOf } from './types';

// A resource Lambda binds its own resource's route lists, all of them (issue 23 §7). The compiler
// holds that (npm run typecheck reads the @ts-expect-error lines); at run time a route from the
// second list is served like one from the first.
const answer = () => Promise.resolve([]);
const planningOperations = new Proxy({}, { get: () => answer }) as unknown as OperationsOf<'planning'>;
const usersOperations = new Proxy({}, { get: () => answer }) as unknown as OperationsOf<'users'>;

describe('createResourceHandler route lists', () => {
  it('does not compile with a list of the resource left out, or another resource’s list', () => {
    // @ts-expect-error calendar.ts's routes belong to planning too
    createResourceHandler('planning', [planningRoutes], planningOperations);
    // @ts-expect-error auth's routes are not the users Lambda's
    createResourceHandler('users', [usersRoutes, authRoutes], usersOperations);
    expect(createResourceHandler('planning', [planningRoutes, calendarRoutes], planningOperations)).toBeTypeOf('function');
  });

  it('routes a request to a route of any of its lists', async () => {
    process.env.PRAKTIJK_QUIET_LOGS = '1';
    const handler = createResourceHandler('planning', [planningRoutes, calendarRoutes], planningOperations);
    const calendarRoute = calendarRoutes[0]!;
    const result = await handler(
      apiEvent({ resource: calendarRoute.path.replace(/\/$/, ''), path: calendarRoute.path, httpMethod: calendarRoute.method }),
      lambdaContext(),
    );
    // No caller: the route is found (not 404) and asks for a signed-in user.
    expect(result.statusCode).toBe(401);
  });
});
