import { beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { routes, type RouteDefinition } from '@praktijk/shared/routes';
import { DATE_RANGE_MESSAGE } from '@praktijk/shared/schemas/fields';
import { typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, roleTokens, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';

// Dates the API takes are bounded (issue 21 §7): date=9999-12-31 answered 500 ('Not a practice
// wall-clock time') on the schedule and the practitioner and administration day lists. Every
// route whose query takes a date answers 400 with the field's error, and a birth date keeps the
// same range. And the Schedule is the physicians' (spec 1 §6), on the API as in the web client.

let api: ReturnType<typeof typedApi>;
let practice: TestPractice;
let tokens: Record<string, string>;

beforeAll(async () => {
  api = typedApi(twin().url);
  practice = await createTestPractice();
  tokens = await roleTokens(practice);
});

/** The query keys of a route that hold a date (YYYY-MM-DD), read from its schema. */
function dateKeys(route: RouteDefinition): string[] {
  const shape = (route.query as z.ZodObject | undefined)?.shape ?? {};
  return Object.keys(shape).filter((key) => ['date', 'from', 'to'].includes(key) && !shape[key]!.safeParse('2026-03-10').error);
}

const datedRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.method === 'GET' && dateKeys(route).length > 0);

describe('dates out of range in a query', () => {
  it('finds the day lists and the schedule among the routes', () => {
    expect(datedRoutes.map((r) => r.operation)).toEqual(
      expect.arrayContaining([
        'scheduleSidebar',
        'practitionerWaitingPatients',
        'practitionerTreatedPatients',
        'practitionerHourlyPatients',
        'administrationWaitingPatients',
        'administrationTreatedPatients',
      ]),
    );
  });

  it.each(datedRoutes.map((route) => [route.operation, route] as const))(
    '%s answers 400 with the field error for 9999-12-31 and 1899-12-31',
    async (_, route) => {
      const token = route.operation === 'scheduleSidebar' ? tokens.physician : tokens.staff;
      const params = { username: practice.users.physician.email, id: '01J0000000000000000000000A' };
      for (const bad of ['9999-12-31', '1899-12-31']) {
        const query = Object.fromEntries(dateKeys(route).map((key) => [key, bad]));
        const answer = await api.raw(route.operation as never, token, { params, query });
        expect(answer.status, `${bad}: ${JSON.stringify(answer.body)}`).toBe(400);
        for (const key of dateKeys(route)) expect((answer.body as Record<string, string[]>)[key]).toEqual([DATE_RANGE_MESSAGE]);
      }
    },
  );

  it('still answers the edges of the range', async () => {
    for (const date of ['1900-01-01', '2100-12-31']) expect((await api('scheduleSidebar', tokens.physician!, { query: { date } })).status).toBe(200);
  });
});

describe('a birth date out of range', () => {
  it('is refused with the range message, and 1900 is taken', async () => {
    const old = await api.raw('createPatient', tokens.administration, { body: newPatientBody({ date_of_birth: '1899-12-31' }) });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ date_of_birth: [DATE_RANGE_MESSAGE] });
    expect((await api('createPatient', tokens.administration!, { body: newPatientBody({ date_of_birth: '1900-01-01' }) })).status).toBe(201);
  });
});

describe("the physician's schedule (spec 1 §6: Schedule is the physicians')", () => {
  it('answers physicians and staff, and refuses administration and nurses before reading the query', async () => {
    expect((await api('scheduleSidebar', tokens.physician!, { query: { date: '2026-03-10' } })).status).toBe(200);
    expect((await api('scheduleSidebar', tokens.staff!, { query: { date: '2026-03-10' } })).status).toBe(200);
    expect((await api.raw('scheduleSidebar', tokens.administration, { query: { date: '9999-12-31' } })).status).toBe(403);
    expect((await api.raw('scheduleSidebar', tokens.nurse, { query: { date: '2026-03-10' } })).status).toBe(403);
  });
});
