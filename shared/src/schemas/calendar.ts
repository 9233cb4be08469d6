import * as z from 'zod';
import { ulid } from './common';
import { consistencyToken, personRefSchema } from './clinical';
import { consultationSummarySchema } from './consultations';
import { isoDate, optionalText, REQUIRED, requiredRef, typed } from './fields';
import { bothClockTimes, clockTime, localDateTime } from './wall-clock';

// Planning and schedule (spec 1 §3 "Calendar settings", §7 "Planning"/"Schedule", §9; spec 3 §3-§5;
// issue 11). The spec names the calls and entities only; the shapes below are Praktijk's decisions
// (README "Planning and schedule"). Times: bodies and queries speak the practice's wall clock
// (America/Paramaribo, 'YYYY-MM-DDTHH:mm'), answers give ISO instants like every other record.

/** Bookings and blocked times start and end on this grid (the calendar's step divides it). */
export const BOOKING_GRID_MINUTES = 5;
/** The longest booking: its move touches two practitioner-days in one transaction. */
export const BOOKING_MAX_MINUTES = 240;
/** The longest blocked time, in days: each day it covers is one guard item of its transaction. */
export const BLOCKED_MAX_DAYS = 31;
/** The widest range one slots/ call answers (a week, or a Monday-to-Sunday span). */
export const SLOTS_MAX_DAYS = 7;
/** The widest range the practice's days/ and events/ answer (a month view with its neighbouring weeks, with room to spare). */
export const CALENDAR_DAYS_MAX = 62;
/** A practitioner's calendar until they change it (spec 1 §9 leaves MIN, MAX and INTERVAL open). */
export const DEFAULT_CALENDAR_CONFIG = { min: '07:30', max: '17:00', interval: 15, weekdays: [1, 2, 3, 4, 5] } as const;
export const CALENDAR_INTERVALS = [5, 10, 15, 20, 30, 60] as const;
export const BLOCKED_REASON_MAX = 200;
/** Browser storage key of the schedule's date (declared with the constants, which the sign-in page can load). */
export { SCHEDULE_DATE_STORAGE_KEY } from '../constants';

export const PLANNING_MESSAGES = {
  /** Spec 3 §5 rule 'is_not_greator': the first time must be before the target. */
  startBeforeEnd: 'The start time must be before the end time.',
  grid: `Times must fall on a ${BOOKING_GRID_MINUTES}-minute step.`,
  sameDay: 'A booking starts and ends on the same day.',
  tooLong: `A booking lasts at most ${BOOKING_MAX_MINUTES / 60} hours.`,
  blockedTooLong: `A blocked time covers at most ${BLOCKED_MAX_DAYS} days.`,
  outsideHours: (min: string, max: string) => `Choose a time within the calendar's hours (${min}-${max}).`,
  closed: (date: string, name: string) => `The practice is closed on ${date} (${name}).`,
  overlapsBooking: (times: string) => `This time overlaps another booking of this practitioner (${times}).`,
  overlapsBlocked: (times: string) => `This time is blocked for this practitioner (${times}).`,
  blockedOverBookings: (bookings: string) => `This time has bookings: ${bookings}. Move or delete them first.`,
  started: 'A consultation whose patient has arrived, or whose decursus has been written, cannot be deleted.',
  busy: 'The calendar changed while saving. Please try again.',
  notPractitioner: 'Select a valid choice. That choice is not one of the available choices.',
  /** slots/: a range wider than SLOTS_MAX_DAYS, or ending before it starts (on `to`). */
  rangeTooLong: `Choose a range of at most ${SLOTS_MAX_DAYS} days.`,
  rangeOrder: 'The last day must not be before the first.',
  /** settings/days/ and settings/events/: a range wider than CALENDAR_DAYS_MAX (on `to`). */
  daysRangeTooLong: `Choose a range of at most ${CALENDAR_DAYS_MAX} days.`,
} as const;

/** A physician as planning lists them: the path's {username} is the sign-in e-mail. */
export const practitionerSchema = z.object({ id: z.string(), username: z.string(), name: z.string() });
export type Practitioner = z.infer<typeof practitionerSchema>;
export const practitionerListSchema = z.array(practitionerSchema);
export const practitionerParams = z.object({ username: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254) });

/** The administration's sidebar (GET planning/sidebar/): every practitioner with their on-call state. */
export const planningSidebarSchema = z.array(practitionerSchema.extend({ on_call: z.boolean() }));

/** Practitioner config (spec 1 §3 "slot MIN, MAX and INTERVAL"), plus the weekdays they work (1 = Monday). */
const configFields = z.object({
  min: clockTime,
  max: clockTime,
  interval: z.union(CALENDAR_INTERVALS.map((n) => z.literal(n)) as [z.ZodLiteral<5>, ...z.ZodLiteral<number>[]], {
    error: `Choose one of ${CALENDAR_INTERVALS.join(', ')} minutes.`,
  }),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'Choose at least one day.').max(7),
});
export const calendarConfigSchema = configFields.extend({ consistency_token: z.string().nullable() });
export type CalendarConfig = z.infer<typeof calendarConfigSchema>;
/** Saving a config (beyond the spec: "changeable per practitioner", issue 11.1). null token = first save. */
export const calendarConfigUpdateSchema = configFields
  .extend({ consistency_token: typed(z.string().max(200)).nullable() })
  .refine((c) => !bothClockTimes(c.min, c.max) || c.min < c.max, { path: ['max'], message: PLANNING_MESSAGES.startBeforeEnd });

/** Calendar settings (spec 1 §3, spec 3 §3): the practitioner's activated reason types and on-call. Its id is the practitioner's user id. */
export const calendarSettingsSchema = z.object({
  id: z.string(),
  consult_reason_types: z.array(z.string()),
  on_call: z.boolean(),
  /** null until first saved. */
  consistency_token: z.string().nullable(),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
export const calendarSettingsParams = z.object({ id: requiredRef });
/** PUT planning/settings/{id}/: either field may be sent alone (the on-call toggle sends on_call only). */
export const calendarSettingsUpdateSchema = z.object({
  on_call: z.boolean().optional(),
  consult_reason_types: z.array(ulid).max(200).optional(),
  consistency_token: typed(z.string().max(200)).nullable(),
});

/** A blocked time of a practitioner (spec 1 §3 "blocked time slots"). */
export const blockedTimeSchema = z.object({
  id: z.string(),
  practitioner: personRefSchema,
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  created: z.string(),
  updated_by: personRefSchema.nullable(),
  consistency_token: z.string(),
});
export type BlockedTime = z.infer<typeof blockedTimeSchema>;
const span = z.object({ start: localDateTime, end: localDateTime });
export const blockedTimeCreateSchema = span.extend({ practitioner: requiredRef, reason: optionalText(BLOCKED_REASON_MAX) });
export const blockedTimeUpdateSchema = span.extend({ reason: optionalText(BLOCKED_REASON_MAX), consistency_token: consistencyToken });
export const consistencyQuery = z.object({ consistency_token: consistencyToken });

/** GET planning/slots/: a practitioner's calendar over a range, or (next_free=true) the first free start. */
export const slotsQuerySchema = z.object({
  practitioner: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  from: isoDate.optional(),
  to: isoDate.optional(),
  next_free: z.enum(['true', 'false']).optional(),
  minutes: z.coerce.number().int().min(BOOKING_GRID_MINUTES).max(BOOKING_MAX_MINUTES).optional(),
  /** Search from this wall-clock time instead of now. */
  after: localDateTime.optional(),
});
export const slotsRangeSchema = z.object({
  kind: z.literal('range'),
  from: z.string(),
  to: z.string(),
  consultations: z.array(consultationSummarySchema),
  blocked: z.array(blockedTimeSchema),
});
export const nextFreeSchema = z.object({ kind: z.literal('next_free'), start: z.string().nullable(), end: z.string().nullable() });
export const slotsAnswerSchema = z.discriminatedUnion('kind', [slotsRangeSchema, nextFreeSchema]);
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;

/** A booking through the calendar (POST planning/consultations/). */
export const bookingCreateSchema = z.object({
  patient: ulid,
  practitioner: requiredRef,
  start: localDateTime,
  end: localDateTime,
  reason_type: typed(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64)).pipe(ulid),
  reason: typed(z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, 'Ensure this field has no more than 500 characters.')),
  is_walkin: z.boolean().default(false),
  insurance: z.preprocess((v) => (v === '' ? null : v), ulid.nullable()).default(null),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

/** Day lists take an optional day (default today in the practice). */
export const dayQuerySchema = z.object({ date: isoDate.optional() });
/** The schedule's day (spec 1 §7 "date parameter formatted YYYY-MM-DD"). */
export const scheduleQuerySchema = z.object({ date: isoDate });
export const consultationListSchema = z.array(consultationSummarySchema);

/** How many patients per hour of a practitioner's day (hourly_patients/). */
export const hourlyPatientsSchema = z.array(z.object({ hour: z.string(), booked: z.number(), arrived: z.number(), treated: z.number() }));

/** GET planning/consultations/{id}/patient_arrived/: a safe read of the arrival (the write is PATCH arrived/). */
export const patientArrivedSchema = z.object({ id: z.string(), arrived: z.boolean(), arrived_at: z.string().nullable(), processed: z.boolean() });

/** The practice's closed days in a range (GET planning/settings/days/): public holidays and days no practitioner works. */
export const rangeQuerySchema = z.object({ from: isoDate, to: isoDate });
export const calendarDaysSchema = z.array(z.object({ date: z.string(), closed: z.boolean(), name: z.string() }));
/** Events shown on every calendar (GET planning/settings/events/): Suriname's public holidays. */
export const calendarEventsSchema = z.array(z.object({ id: z.string(), title: z.string(), date: z.string(), kind: z.enum(['holiday']) }));

/** The kinds of change a realtime 'planning' message reports. */
export const PLANNING_CHANGES = ['booking', 'arrival', 'treatment', 'blocked', 'settings', 'config'] as const;
export type PlanningChange = (typeof PLANNING_CHANGES)[number];

/**
 * What a realtime 'planning' message carries (no PHI: ids and days only), so that a screen
 * refreshes only what shows the change (issue 22 §6): the practitioner (user id) whose calendar
 * changed, its days (YYYY-MM-DD; none for settings and config), and for a consultation's change
 * the consultation and its patient. A move to another practitioner is one message per practitioner.
 */
export const planningMessageSchema = z.object({
  practitioner: z.string().min(1),
  dates: z.array(z.iso.date()),
  consultation: z.string().min(1).optional(),
  patient: z.string().min(1).optional(),
  change: z.enum(PLANNING_CHANGES),
});
export type PlanningMessage = z.infer<typeof planningMessageSchema>;
