import { type BlockedTime, blockedTimeCreateSchema, PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import * as z from 'zod';
import { clockOf, minutesOf } from '@praktijk/shared/practice-clock';
import { type BookingConfig, startOptions } from '../booking/booking-form';
import { localOf, wallDate } from '../calendar/wall-clock';

// The blocked time form (issue 11.3): a practitioner's time from a day and time to a day and
// time (it may cover several days), with a reason. Start before end is checked here with the
// rule's own text (spec 3 §5 'is_not_greator') before the server checks it again.

export interface BlockedValues extends Record<string, unknown> {
  /** The practitioner's user id. */
  practitioner: string;
  start_date: string;
  /** 'HH:mm' on the practice's clock. */
  start: string;
  end_date: string;
  end: string;
  reason: string;
}

export function newBlockedValues(slot: { start: Date; end: Date }, practitioner: string): BlockedValues {
  const start = localOf(slot.start);
  const end = localOf(slot.end);
  return { practitioner, start_date: start.slice(0, 10), start: start.slice(11), end_date: end.slice(0, 10), end: end.slice(11), reason: '' };
}

export function blockedValuesOf(blocked: BlockedTime): BlockedValues {
  const start = localOf(wallDate(blocked.start));
  const end = localOf(wallDate(blocked.end));
  return {
    practitioner: blocked.practitioner.id,
    start_date: start.slice(0, 10),
    start: start.slice(11),
    end_date: end.slice(0, 10),
    end: end.slice(11),
    reason: blocked.reason,
  };
}

/** What POST planning/blocked/ takes. */
export function blockedBody(values: BlockedValues) {
  return { practitioner: values.practitioner, start: `${values.start_date}T${values.start}`, end: `${values.end_date}T${values.end}`, reason: values.reason };
}

/** What PUT planning/blocked/{id}/ takes. */
export function blockedUpdateBody(values: BlockedValues, consistency_token: string) {
  const { start, end, reason } = blockedBody(values);
  return { start, end, reason, consistency_token };
}

export const blockedFormSchema = z
  .preprocess((values) => blockedBody(values as BlockedValues), blockedTimeCreateSchema)
  .superRefine((body, context) => {
    if (body.start >= body.end) context.addIssue({ code: 'custom', path: ['end'], message: PLANNING_MESSAGES.startBeforeEnd });
  });

/** From times: the booking form's start times (the practitioner's hours by their interval). */
export const blockedStartOptions = (config: BookingConfig, current: string) => startOptions(config, current);

/** To times: each interval after the first start up to the end of the hours; a time off that grid kept. */
export function blockedEndOptions(config: BookingConfig, current: string): { value: string; label: string }[] {
  const times: string[] = [];
  for (let m = minutesOf(config.min) + config.interval; m <= minutesOf(config.max); m += config.interval) times.push(clockOf(m));
  if (current && !times.includes(current)) times.push(current);
  return times.sort().map((time) => ({ value: time, label: time }));
}
