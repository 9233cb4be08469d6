import { todayIso } from '@praktijk/shared/dates';
import { nextDay, practiceInstant, weekdayOf } from '@praktijk/shared/practice-clock';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { expect } from 'vitest';
import { type ApiResponse, type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, createTestUser, idToken, roleTokens, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';

// What the booking API tests share: a practice of their own (and another, for its ids), a general
// reason type, physicians made per test so each test has calendars nobody else books in, and
// days counted from the practice's today so the tests hold whenever they run.

export interface BookingWorld {
  api: TypedApi;
  practice: TestPractice;
  tokens: Record<'physician' | 'administration' | 'nurse' | 'staff', string>;
  other: TestPractice;
  otherTokens: Record<'physician' | 'administration' | 'nurse' | 'staff', string>;
  reasonType: string;
}

export async function bookingWorld(): Promise<BookingWorld> {
  const api = typedApi(twin().url);
  const [practice, other] = await Promise.all([createTestPractice(), createTestPractice()]);
  const [tokens, otherTokens] = (await Promise.all([roleTokens(practice), roleTokens(other)])) as [BookingWorld['tokens'], BookingWorld['tokens']];
  const reasonType = (await api('createConsultReasonType', tokens.staff, { body: { name: 'Spreekuur' } })).body.id;
  return { api, practice, tokens, other, otherTokens, reasonType };
}

/** A physician of the practice of their own (their calendar is the test's), with a token when asked. */
export async function newPhysician(world: BookingWorld): Promise<TestUser & { token: string }> {
  const user = await createTestUser(world.practice.id, ['physician']);
  return { ...user, token: await idToken(user) };
}

export async function newPatient(world: BookingWorld, token = world.tokens.administration) {
  const res = await world.api('createPatient', token, { body: newPatientBody({ first_name: `Anna${Math.random().toString(36).slice(2, 6)}` }) });
  expect(res.status).toBe(201);
  return res.body;
}

/** The practice day `weeks` weeks after this week's, on ISO weekday `weekday` (1 = Monday). */
export function weekdayAhead(weeks: number, weekday: number, today = todayIso()): string {
  const monday = nextDay(today, 1 - weekdayOf(today));
  return nextDay(monday, weeks * 7 + weekday - 1);
}

export const at = (date: string, time: string): string => `${date}T${time}`;
/** The ISO instant the API answers for a wall-clock time. */
export const instant = (date: string, time: string): string => practiceInstant(at(date, time)).toISOString();

export interface BookingInput {
  patient: string;
  practitioner: string;
  date: string;
  from: string;
  to: string;
  is_walkin?: boolean;
  reason_type?: string;
  insurance?: string | null;
}

export function bookingBody(world: BookingWorld, input: BookingInput) {
  return {
    patient: input.patient,
    practitioner: input.practitioner,
    start: at(input.date, input.from),
    end: at(input.date, input.to),
    reason_type: input.reason_type ?? world.reasonType,
    reason: 'Controle',
    is_walkin: input.is_walkin ?? false,
    insurance: input.insurance ?? null,
  };
}

export function book(world: BookingWorld, input: BookingInput, token = world.tokens.administration) {
  return world.api('bookConsultation', token, { body: bookingBody(world, input) });
}

/** A booking that must succeed. */
export async function booked(world: BookingWorld, input: Omit<BookingInput, 'patient'> & { patient?: string }, token?: string): Promise<Consultation> {
  const patient = input.patient ?? (await newPatient(world)).id;
  const res = await book(world, { ...input, patient }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The non_field_errors of a 400. */
export function refusal(res: ApiResponse<unknown>): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return (res.body as { non_field_errors: string[] }).non_field_errors;
}

/** The practitioner's calendar over from..to. */
export async function calendar(world: BookingWorld, practitioner: TestUser, from: string, to = from) {
  const res = await world.api('getSlots', world.tokens.administration, { query: { practitioner: practitioner.email, from, to } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (res.body.kind !== 'range') throw new Error('Expected a range answer');
  return res.body;
}

export interface BlockInput {
  practitioner: string;
  date: string;
  from: string;
  to: string;
  /** The end's day when it is not `date`. */
  toDate?: string;
  reason?: string;
}

export function block(world: BookingWorld, input: BlockInput, token = world.tokens.administration) {
  return world.api('createBlockedTime', token, {
    body: {
      practitioner: input.practitioner,
      start: at(input.date, input.from),
      end: at(input.toDate ?? input.date, input.to),
      reason: input.reason ?? 'Vergadering',
    },
  });
}

/** A blocked time that must be stored. */
export async function blocked(world: BookingWorld, input: BlockInput, token?: string) {
  const res = await block(world, input, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** PUT planning/consultations/{id}/ with the booking's form as it was and new times (and perhaps practitioner), on the token it was read with. */
export function moveBooking(
  world: BookingWorld,
  c: Consultation,
  to: { date: string; from: string; to: string; practitioner?: string },
  token = world.tokens.administration,
) {
  return world.api('updateConsultation', token, {
    params: { id: c.id },
    body: {
      reason_type: c.reason_type!,
      reason: c.reason,
      is_walkin: c.is_walkin,
      insurance: c.insurance,
      consistency_token: c.consistency_token,
      start: at(to.date, to.from),
      end: at(to.date, to.to),
      ...(to.practitioner ? { practitioner: to.practitioner } : {}),
    },
  });
}
