import * as z from 'zod';
import { type DateTimeValue, dateTimeProblem } from './date-time-value';

// The check of a Health add form (vital functions, measurements): the values become the body the
// server will read, and the kind's own shared schema (shared/src/records/*) judges it, so the form
// gives the server's messages under the same fields, cross-field rules included, before sending.

export interface TakenAt {
  administrative_datetime: DateTimeValue;
}

export type BodyOf<V> = (values: V) => Record<string, unknown>;

export function recordFormSchema<V extends TakenAt>(fields: z.ZodType, bodyOf: BodyOf<V>) {
  return z.custom<V>().superRefine((values, ctx) => {
    const when = dateTimeProblem(values.administrative_datetime);
    if (when) ctx.addIssue({ code: 'custom', path: ['administrative_datetime'], message: when.message });
    const checked = fields.safeParse(bodyOf(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      // A half-typed date or time already has its own, plainer message.
      if (when && issue.path[0] === 'administrative_datetime') continue;
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

/** The body to send: the schema's output (numbers, nulls for empty fields). Call after the form's check passed. */
export function recordBody<V>(fields: z.ZodType, bodyOf: BodyOf<V>, values: V): Record<string, unknown> {
  return fields.parse(bodyOf(values)) as Record<string, unknown>;
}
