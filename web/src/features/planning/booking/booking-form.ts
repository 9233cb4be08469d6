import { BOOKING_MAX_MINUTES, bookingCreateSchema, type CalendarConfig, PLANNING_MESSAGES, type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { clockOf, minutesOf } from '@praktijk/shared/practice-clock';
import { isoToDisplay } from '@praktijk/shared/dates';
import { LOCALE } from '@praktijk/shared/constants';
import * as z from 'zod';
import { userHasRole } from '@/auth/permissions';
import { type ConsultationFormValues, type Option } from '@/features/consultations/form/consultation-form';
import { localOf, wallDate } from '../calendar/wall-clock';

// The booking form (issue 11.2): the patient, the practitioner, the day and the time from..to on
// the practice's clock (24-hour, by the calendar's INTERVAL), and the consultation's own fields.
// The rules as pure functions; BookingModal and EditBookingModal bind them.

export interface BookingValues extends ConsultationFormValues {
  patient: string;
  /** The practitioner's user id. */
  practitioner: string;
  /** The practice day, YYYY-MM-DD. */
  date: string;
  /** 'HH:mm' on the practice's clock. */
  start: string;
  end: string;
}

export type BookingConfig = Pick<CalendarConfig, 'min' | 'max' | 'interval'>;

/** A new booking's values: the slot clicked (or the next free one), the practitioner's, nothing else chosen. */
export function newBookingValues(slot: { start: Date; end: Date }, practitioner: string): BookingValues {
  const start = localOf(slot.start);
  const end = localOf(slot.end);
  // A slot selected up to midnight ends the same day at 24:00, which is not a time: the last minute's step.
  const endClock = end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : clockOf(24 * 60 - 5);
  return {
    patient: '',
    practitioner,
    date: start.slice(0, 10),
    start: start.slice(11),
    end: endClock,
    reason_type: '',
    reason: '',
    is_walkin: false,
    insurance: null,
  };
}

/**
 * Whether booking these values asks first (issue 22 §3): a booking whose start has passed on the
 * practice's clock (`now`, 'YYYY-MM-DDTHH:mm') is most likely a slip of the day or the time. A
 * walk-in does not ask: it is written down as the patient comes in, often minutes after.
 */
export function asksBeforeBooking(values: Pick<BookingValues, 'date' | 'start' | 'is_walkin'>, now: string): boolean {
  return !values.is_walkin && `${values.date}T${values.start}` < now;
}

/** An existing consultation's values, on the practice's clock. */
export function bookingValuesOf(consultation: ConsultationSummary, start: Date, end: Date): BookingValues {
  return {
    patient: consultation.patient_id,
    practitioner: consultation.practitioner.id,
    date: localOf(start).slice(0, 10),
    start: localOf(start).slice(11),
    end: localOf(end).slice(11),
    reason_type: consultation.reason_type ?? '',
    reason: consultation.reason,
    is_walkin: consultation.is_walkin,
    insurance: consultation.insurance,
  };
}

/** What POST planning/consultations/ takes. */
export function bookingBody(values: BookingValues) {
  const { patient, practitioner, date, start, end, reason_type, reason, is_walkin, insurance } = values;
  return { patient, practitioner, start: `${date}T${start}`, end: `${date}T${end}`, reason_type, reason, is_walkin, insurance };
}

/** What PUT planning/consultations/{id}/ takes: a booking that holds time also sends its times and practitioner (a move). */
export function bookingUpdateBody(values: BookingValues, holdsTime: boolean, consistency_token: string) {
  const fields = { reason_type: values.reason_type, reason: values.reason, is_walkin: values.is_walkin, insurance: values.insurance, consistency_token };
  if (!holdsTime) return fields;
  const { start, end, practitioner } = bookingBody(values);
  return { ...fields, start, end, practitioner };
}

/** The client's check before sending (new and edited bookings): the API's own schema on the body, and start before end (spec 3 §5 'is_not_greator'). */
export const bookingFormSchema = z
  .preprocess((values) => bookingBody(values as BookingValues), bookingCreateSchema)
  .superRefine((body, context) => {
    if (body.start >= body.end) context.addIssue({ code: 'custom', path: ['end'], message: PLANNING_MESSAGES.startBeforeEnd });
  });

/** Minutes [s, e) of one practice day. */
export interface DayMinutes {
  s: number;
  e: number;
}

const DAY_END = 24 * 60;

/** The tag a start time already held by a booking or a blocked time carries in the From list. */
export const TAKEN_TAG = 'Taken';

/**
 * The minutes of `date` the practitioner's bookings and blocked times hold (issue 22 §3), from
 * their slots/ answer of that day: what the server's day guard refuses to overlap. A walk-in holds
 * no time (it is written down as the patient comes in); `ownId` is the booking being edited.
 */
export function takenMinutes(answer: SlotsAnswer | undefined, date: string, ownId?: string): DayMinutes[] {
  if (answer?.kind !== 'range') return [];
  const spans = [
    ...answer.consultations.filter((c) => c.booked && c.id !== ownId).map((c) => ({ start: c.start, end: c.end })),
    ...answer.blocked.map((b) => ({ start: b.start, end: b.end })),
  ];
  return spans.flatMap(({ start, end }) => {
    const from = localOf(wallDate(start));
    const to = localOf(wallDate(end));
    // A blocked time over several days holds the whole of the days between.
    const s = from.slice(0, 10) < date ? 0 : from.slice(0, 10) === date ? minutesOf(from.slice(11)) : DAY_END;
    const e = to.slice(0, 10) > date ? DAY_END : to.slice(0, 10) === date ? minutesOf(to.slice(11)) : 0;
    return e > s ? [{ s, e }] : [];
  });
}

/**
 * Start times from the calendar's MIN up to its last slot, by INTERVAL; a start off that grid stays
 * offered. A start whose first interval is already held (`taken`) is tagged, so a conflict is seen
 * before Book; it stays choosable: the server says what it overlaps.
 */
export function startOptions(config: BookingConfig, current = '', taken: readonly DayMinutes[] = []): (Option & { labelTag?: string })[] {
  const times: string[] = [];
  for (let m = minutesOf(config.min); m + config.interval <= minutesOf(config.max); m += config.interval) times.push(clockOf(m));
  if (current && !times.includes(current)) times.push(current);
  return times.sort().map((time) => {
    const s = minutesOf(time);
    const held = taken.some((span) => span.s < s + config.interval && s < span.e);
    return held ? { value: time, label: time, labelTag: TAKEN_TAG } : { value: time, label: time };
  });
}

/** End times after the start, by INTERVAL, up to the calendar's MAX and the longest booking, each with its length. */
export function endOptions(config: BookingConfig, start: string, current = ''): Option[] {
  if (!/^\d{2}:\d{2}$/.test(start)) return [];
  const from = minutesOf(start);
  const last = Math.min(minutesOf(config.max), from + BOOKING_MAX_MINUTES, 24 * 60 - 5);
  const times: number[] = [];
  for (let m = from + config.interval; m <= last; m += config.interval) times.push(m);
  if (/^\d{2}:\d{2}$/.test(current) && minutesOf(current) > from && !times.includes(minutesOf(current))) times.push(minutesOf(current));
  return times.sort((a, b) => a - b).map((m) => ({ value: clockOf(m), label: `${clockOf(m)} (${lengthText(m - from)})` }));
}

/** '30 min', '1 h', '1 h 15 min' */
export function lengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** The end that keeps the booking's length when its start changes (within the day). */
export function endKeepingLength(values: Pick<BookingValues, 'start' | 'end'>, newStart: string): string {
  const length = minutesOf(values.end) - minutesOf(values.start);
  const end = minutesOf(newStart) + (length > 0 ? length : 15);
  return clockOf(Math.min(end, 24 * 60 - 5));
}

const byName = (a: Option, b: Option) => a.label.localeCompare(b.label, LOCALE, { sensitivity: 'base' });

/**
 * The reason types a booking offers (issue 11.6, spec 3 §6): a physician booking in their own
 * calendar their activated ones (calendar settings' consult_reason_types), or, when they have
 * activated none, the general ones and their own; everyone else (administration, a colleague)
 * the practice's general ones, which the server takes for any practitioner. The booking's
 * current type stays offered.
 */
export function bookingReasonTypes(
  types: readonly ConsultReasonType[],
  user: CurrentUser | undefined,
  practitioner: string,
  activated: readonly string[] | undefined,
  current = '',
): Option[] {
  const ownCalendar = user !== undefined && userHasRole(user, 'physician') && user.id === practitioner;
  const usable = (type: ConsultReasonType) => {
    if (!ownCalendar) return type.practitioner === null;
    if (activated?.length) return activated.includes(type.id);
    return type.practitioner === null || type.practitioner === practitioner;
  };
  return types
    .filter((type) => usable(type) || type.id === current)
    .map((type) => ({ value: type.id, label: type.name }))
    .sort(byName);
}

/** How the patient search shows a patient: name, number, date of birth. */
export function patientOptionOf(patient: { id: string; name: string; internal_number: string; date_of_birth: string }) {
  return { value: patient.id, label: patient.name, description: `${patient.internal_number} · ${isoToDisplay(patient.date_of_birth)}` };
}
