import { nextDay } from '@praktijk/shared/practice-clock';
import { type BlockedTime } from '@praktijk/shared/schemas/calendar';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { clockOfDate, wallDate, wallDateOf } from './wall-clock';

// What the calendar shows (issue 11.1), as react-big-calendar events in wall-clock Dates:
// bookings coloured by their state, walk-ins (they hold no time) in the all-day row of their day,
// blocked times in grey with their reason, and the public holidays as all-day events. Colour is
// never the only sign: each event says its state in words too.

export type ConsultationState = 'booked' | 'arrived' | 'treated';

export const STATE_LABELS: Record<ConsultationState, string> = { booked: 'Booked', arrived: 'Arrived', treated: 'Treated' };
export const WALK_IN_LABEL = 'Walk-in';
export const BLOCKED_LABEL = 'Blocked';
export const HOLIDAY_LABEL = 'Holiday';

interface EventBase {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  /** The practitioner's username, in the side-by-side day. */
  resourceId?: string;
}

export interface ConsultationEvent extends EventBase {
  kind: 'consultation';
  state: ConsultationState;
  consultation: ConsultationSummary;
}
export interface BlockedEvent extends EventBase {
  kind: 'blocked';
  blocked: BlockedTime;
}
export interface HolidayEvent extends EventBase {
  kind: 'holiday';
}
export type PlanningEvent = ConsultationEvent | BlockedEvent | HolidayEvent;

export function consultationState(consultation: Pick<ConsultationSummary, 'arrived' | 'processed'>): ConsultationState {
  if (consultation.processed) return 'treated';
  return consultation.arrived ? 'arrived' : 'booked';
}

const span = (start: Date, end: Date) => `${clockOfDate(start)}-${clockOfDate(end)}`;

/** A whole practice day as an all-day event: from its midnight to the next. */
function allDayOf(day: string): Pick<EventBase, 'start' | 'end' | 'allDay'> {
  return { start: wallDateOf(day), end: wallDateOf(nextDay(day)), allDay: true };
}

export function consultationEvent(consultation: ConsultationSummary, resourceId?: string): ConsultationEvent {
  const state = consultationState(consultation);
  const base = { kind: 'consultation' as const, id: consultation.id, state, consultation, resourceId };
  const reason = consultation.reason ? `, ${consultation.reason}` : '';
  // A walk-in (or a consultation started from the record) holds no time: the all-day row of its day.
  if (!consultation.booked) {
    return { ...base, ...allDayOf(consultation.date), title: `${WALK_IN_LABEL}: ${consultation.patient_name}${reason} (${STATE_LABELS[state]})` };
  }
  const start = wallDate(consultation.start);
  const end = wallDate(consultation.end);
  return { ...base, start, end, allDay: false, title: `${span(start, end)} ${consultation.patient_name}${reason} (${STATE_LABELS[state]})` };
}

export function blockedEvent(blocked: BlockedTime, resourceId?: string): BlockedEvent {
  const start = wallDate(blocked.start);
  const end = wallDate(blocked.end);
  const reason = blocked.reason ? `: ${blocked.reason}` : '';
  return { kind: 'blocked', id: blocked.id, blocked, start, end, allDay: false, resourceId, title: `${BLOCKED_LABEL} ${span(start, end)}${reason}` };
}

export function holidayEvent(holiday: { id: string; title: string; date: string }): HolidayEvent {
  return { kind: 'holiday', id: holiday.id, ...allDayOf(holiday.date), title: `${holiday.title} (${HOLIDAY_LABEL})` };
}

/** Only bookings that hold time move or stretch; a treated one stays where it happened. */
export function isMovable(event: PlanningEvent): event is ConsultationEvent {
  return event.kind === 'consultation' && event.consultation.booked && !event.consultation.processed;
}

/** The CSS class of an event: its kind and, for a consultation, its state. */
export function eventClassName(event: PlanningEvent): string {
  if (event.kind !== 'consultation') return `praktijk-event praktijk-event--${event.kind}`;
  const walkIn = event.consultation.booked ? '' : ' praktijk-event--walk-in';
  return `praktijk-event praktijk-event--${event.state}${walkIn}`;
}
