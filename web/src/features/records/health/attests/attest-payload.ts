import { isIsoDate } from '@praktijk/shared/dates';
import { attestKind } from '@praktijk/shared/record-kinds';
import { REQUIRED } from '@praktijk/shared/schemas/fields';
import * as z from 'zod';
import { ApiError } from '@/api/errors';
import { type AttestFormValues } from './attest-form';

// From the add form to the request (spec 2 §3 "Attest") and back from the server's 400 to the
// form's fields. The form's own check is the server's schema run on the same body, so the client
// shows the very messages of checkAttest (ATTEST_EMPTY, UNTIL_BEFORE_FROM, ...) before sending.

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = 'Enter a time as HH:mm.';
const DATE_MESSAGE = 'Enter a valid date.';

export type AttestBody = {
  company_name: string;
  days: string | null;
  from_date: string | null;
  until_date: string | null;
  dates: string[];
  administrative_datetime: string | null;
};

/** The body of a create: only the way the form chose is sent; an empty date and time is null (now). */
export function attestBody(values: AttestFormValues): AttestBody {
  const range = !values.use_days && values.way === 'range';
  const picked = !values.use_days && values.way === 'dates';
  const when = values.administrative_date || values.administrative_time ? `${values.administrative_date}T${values.administrative_time}` : null;
  return {
    company_name: values.company_name,
    days: values.use_days && values.days !== '' ? values.days : null,
    from_date: range && values.from_date !== '' ? values.from_date : null,
    until_date: range && values.until_date !== '' ? values.until_date : null,
    dates: picked ? values.dates : [],
    administrative_datetime: when,
  };
}

/** A server or schema field name -> the form field that shows its message ('dates.0' -> 'dates'). */
export function formFieldOf(field: string): string {
  if (field === 'administrative_datetime') return 'administrative_date';
  return field.split('.')[0] ?? field;
}

type Issue = { path: PropertyKey[]; message: string };

/** The date and time are given together or not at all; each in its own shape. */
function dateTimeIssues(values: AttestFormValues): Issue[] {
  const { administrative_date: date, administrative_time: time } = values;
  const issues: Issue[] = [];
  if (date !== '' && !isIsoDate(date)) issues.push({ path: ['administrative_date'], message: DATE_MESSAGE });
  if (time !== '' && !CLOCK_TIME.test(time)) issues.push({ path: ['administrative_time'], message: TIME_MESSAGE });
  if (date === '' && time !== '') issues.push({ path: ['administrative_date'], message: REQUIRED });
  if (time === '' && date !== '') issues.push({ path: ['administrative_time'], message: REQUIRED });
  return issues;
}

/** The form's check before sending: its date/time pair, then the server's own schema on the body. */
export const attestFormSchema = z.custom<AttestFormValues>().superRefine((values, ctx) => {
  const own = dateTimeIssues(values);
  const checked = attestKind.schemas.administration.safeParse(attestBody(values));
  const server = checked.success ? [] : checked.error.issues;
  // A date/time pair already in error says why once, not again through the combined value it makes.
  const shown = own.length > 0 ? server.filter((issue) => issue.path[0] !== 'administrative_datetime') : server;
  for (const issue of [...own, ...shown]) {
    const field = issue.path.length > 0 ? formFieldOf(issue.path.map(String).join('.')) : undefined;
    ctx.addIssue({ code: 'custom', path: field ? [field] : [], message: issue.message });
  }
});

/** The server's 400 with its field names moved onto the form's fields. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = formFieldOf(field);
    fieldErrors[target] = [...(fieldErrors[target] ?? []), ...messages];
  }
  return new ApiError({ ...error, fieldErrors, message: error.message });
}
