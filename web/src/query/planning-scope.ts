import { todayIso } from '@praktijk/shared/dates';
import { type PlanningMessage, planningMessageSchema } from '@praktijk/shared/schemas/calendar';
import { type QueryKey } from '@tanstack/react-query';
import { type RealtimePayload } from '@/realtime/bus';
import { type ApiOperation } from './api-query';

// Which cached answers a realtime 'planning' message concerns (issue 22 §6). The message names
// the practitioner (user id) whose calendar changed, the days, and for a consultation's change
// the consultation and its patient; an answer is made stale only when its key covers one of
// them. The planning reads are keyed by the practitioner's username (their sign-in e-mail), so
// the ids are matched through the usernames the cache already knows (`MatchContext`); where a
// username is not known, the answer counts as concerned: a refetch too many, never a stale screen.

/** What the matcher knows besides the message: who the user is and the practitioners' usernames. */
export interface MatchContext {
  /** The signed-in user's id (the schedule is their own day), when known. */
  me: string | undefined;
  /** The usernames the cache knows for a practitioner id; undefined when it knows none. */
  usernamesOf(practitioner: string): ReadonlySet<string> | undefined;
  /** The practice's today (YYYY-MM-DD): the day lists' day when their key names none. */
  today: string;
}

interface KeyParts {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, unknown>>;
}

type Rule = (parts: KeyParts, message: PlanningMessage, context: MatchContext) => boolean;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isPractitioner(username: string | undefined, message: PlanningMessage, context: MatchContext): boolean {
  const known = context.usernamesOf(message.practitioner);
  return !known || username === undefined || known.has(username.toLowerCase());
}

/** A range from..to (either end open) holds one of the days. */
function coversDay(from: string | undefined, to: string | undefined, days: readonly string[]): boolean {
  return days.some((day) => (from === undefined || from <= day) && (to === undefined || day <= to));
}

/** slots/: the practitioner's range over one of the days, or their next free slot (any change of their time moves it). */
const slots: Rule = ({ query = {} }, message, context) =>
  isPractitioner(text(query.practitioner), message, context) && (query.next_free === 'true' || coversDay(text(query.from), text(query.to), message.dates));

/** A day list of a practitioner (waiting, treated, hourly): theirs, on one of the days (no date: today). */
const dayList: Rule = ({ params = {}, query = {} }, message, context) =>
  isPractitioner(params.username, message, context) && message.dates.includes(text(query.date) ?? context.today);

/** The schedule is the caller's own day. */
const ownDay: Rule = ({ query = {} }, message, context) =>
  (context.me === undefined || context.me === message.practitioner) && message.dates.includes(text(query.date) ?? context.today);

const ofPractitioner: Rule = ({ params = {} }, message, context) => isPractitioner(params.username, message, context);
const always: Rule = () => true;

/** A consultation's change (booked, moved, edited, deleted, arrived, treated). */
const CONSULTATION_RULES: Partial<Record<ApiOperation, Rule>> = {
  getSlots: slots,
  practitionerWaitingPatients: dayList,
  practitionerTreatedPatients: dayList,
  practitionerHourlyPatients: dayList,
  administrationWaitingPatients: dayList,
  administrationTreatedPatients: dayList,
  scheduleSidebar: ownDay,
  // A message of an older publisher names no patient: every patient's upcoming consultations.
  futureConsultations: ({ params = {} }, message) => message.patient === undefined || params.id === message.patient,
  getConsultation: ({ params = {} }, message) => message.consultation !== undefined && params.id === message.consultation,
};

/** Per kind of change, the reads that can show it and when their key covers it. */
const RULES: Readonly<Record<PlanningMessage['change'], Partial<Record<ApiOperation, Rule>>>> = {
  booking: CONSULTATION_RULES,
  arrival: CONSULTATION_RULES,
  treatment: CONSULTATION_RULES,
  blocked: { getSlots: slots },
  // On-call and the activated reason types: the practitioner's settings, the sidebars' on-call.
  settings: { getCalendarSettings: ofPractitioner, getPractitioner: ofPractitioner, planningSidebar: always },
  // Hours, step and weekdays: the config, the next free slot, and the practice's closed days (a day nobody works).
  config: { getCalendarConfig: ofPractitioner, getSlots: (parts, m, c) => parts.query?.next_free === 'true' && slots(parts, m, c), calendarDays: always },
};

/** Every read some rule knows: a planning read outside these (a screen added later) is refreshed on every message. */
const RULED: ReadonlySet<string> = new Set(Object.values(RULES).flatMap((rules) => Object.keys(rules)));

/** The message's details, or undefined for one without them (an older publisher): then everything is refreshed. */
export function planningChangeOf(payload: RealtimePayload): PlanningMessage | undefined {
  const parsed = planningMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether the message concerns the answer under this key. `reads` are the planning reads a
 * message without details refreshes (and that an unruled read falls back to).
 */
export function concerns(key: QueryKey, message: PlanningMessage, context: MatchContext, reads: readonly ApiOperation[]): boolean {
  const [operation, parts] = key as [ApiOperation, KeyParts | undefined];
  const rule = RULES[message.change][operation];
  if (rule) return rule(parts ?? {}, message, context);
  return !RULED.has(operation) && reads.includes(operation);
}

/** The context from what the cache holds (query/realtime-invalidation reads it at each pass). */
export function matchContext(me: string | undefined, practitioners: readonly { id: string; username: string }[], today = todayIso()): MatchContext {
  const byId = new Map<string, Set<string>>();
  for (const { id, username } of practitioners) byId.set(id, (byId.get(id) ?? new Set()).add(username.toLowerCase()));
  return { me, usernamesOf: (id) => byId.get(id), today };
}
