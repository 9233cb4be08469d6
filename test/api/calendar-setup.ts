import WebSocket from 'ws';
import { type ApiResponse, type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, createTestUser, idToken, roleTokens, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';

// What the calendar API tests (calendar-*.test.ts) share: a practice of their own and another for
// its ids, a token per role in each, a general reason type, and physicians made per test so each
// test reads calendars nobody else writes in.

export type Tokens = Record<'physician' | 'administration' | 'nurse' | 'staff', string>;

export interface CalendarWorld {
  api: TypedApi;
  url: string;
  practice: TestPractice;
  tokens: Tokens;
  other: TestPractice;
  otherTokens: Tokens;
  reasonType: string;
}

export async function calendarWorld(): Promise<CalendarWorld> {
  const { url } = twin();
  const api = typedApi(url);
  const [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  const [tokens, otherTokens] = (await Promise.all([roleTokens(practice), roleTokens(other)])) as [Tokens, Tokens];
  const reasonType = (await api('createConsultReasonType', tokens.staff, { body: { name: 'Spreekuur' } })).body.id;
  return { api, url, practice, tokens, other, otherTokens, reasonType };
}

/** A physician of the practice of their own, signed in. */
export async function newPhysician(world: CalendarWorld, firstName?: string): Promise<TestUser & { token: string }> {
  const user = await createTestUser(world.practice.id, ['physician'], { firstName });
  return { ...user, token: await idToken(user) };
}

export async function newPatient(world: CalendarWorld, firstName = 'Anna') {
  const res = await world.api('createPatient', world.tokens.administration, { body: newPatientBody({ first_name: firstName }) });
  if (res.status !== 201) throw new Error(`createPatient answered ${res.status}`);
  return res.body;
}

/** A 2xx answer's body; anything else fails with the answer. */
export function ok<T>(res: ApiResponse<T>): T {
  if (res.status < 200 || res.status > 299) throw new Error(`Expected a 2xx answer, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The practice's realtime messages as a user of it receives them. */
export async function listen(
  world: CalendarWorld,
  token: string,
): Promise<{ messages: { type: string; payload: Record<string, unknown> }[]; close: () => void }> {
  const socket = new WebSocket(`${world.url.replace(/^http/, 'ws')}/ws/app/?token=${encodeURIComponent(token)}`);
  const messages: { type: string; payload: Record<string, unknown> }[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { messages, close: () => socket.close() };
}

export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
}
