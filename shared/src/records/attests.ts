import * as z from 'zod';
import { can } from '../routes/define';
import { isoDate, optionalCapitalized } from '../schemas/fields';
import { administrativeDatetime } from './health-fields';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, TAKEN_AT_LABEL } from './kind';

// Attests (spec 2 §3 "Attest", §4): sick-leave or work-absence certificates for an employer. An
// attest counts days ('Use days', steps of 0.5), or runs from one date until another, or lists
// picked calendar days. Listed newest first by attest date, 5 a page.
export const ATTEST_DAY_STEP = 0.5;
export const ATTEST_MAX_DAYS = 365;

const attestFields = z.object({
  company_name: optionalCapitalized(200),
  days: z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: 'A valid number is required.' })
      .min(ATTEST_DAY_STEP, `Ensure this value is greater than or equal to ${ATTEST_DAY_STEP}.`)
      .max(ATTEST_MAX_DAYS, `Ensure this value is less than or equal to ${ATTEST_MAX_DAYS}.`)
      .multipleOf(ATTEST_DAY_STEP, `Ensure this value is a multiple of ${ATTEST_DAY_STEP}.`)
      .nullable()
      .default(null),
  ),
  from_date: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable()).default(null),
  until_date: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable()).default(null),
  dates: z
    .array(isoDate, { error: 'Expected a list of items.' })
    .max(ATTEST_MAX_DAYS, `Ensure this field has no more than ${ATTEST_MAX_DAYS} elements.`)
    .transform((dates) => [...new Set(dates)].sort())
    .default([]),
  administrative_datetime: administrativeDatetime,
});
export type AttestFields = z.output<typeof attestFields>;

export const ATTEST_EMPTY = 'Enter the days, a from-until range or the dates of the attest.';
export const ATTEST_ONE_WAY = 'An attest counts days, or a from-until range, or picked dates: one of them.';
export const UNTIL_BEFORE_FROM = 'The until date cannot be earlier than the from date.';

/** The three ways an attest says its days; exactly one (the form clears the others when 'Use days' toggles). */
export function checkAttest(a: AttestFields, issue: (field: string, message: string) => void): void {
  const ways = [a.days !== null, a.from_date !== null || a.until_date !== null, a.dates.length > 0].filter(Boolean).length;
  if (ways === 0) issue('non_field_errors', ATTEST_EMPTY);
  if (ways > 1) issue('non_field_errors', ATTEST_ONE_WAY);
  if (a.from_date !== null && a.until_date === null) issue('until_date', 'This field is required.');
  if (a.until_date !== null && a.from_date === null) issue('from_date', 'This field is required.');
  if (a.from_date !== null && a.until_date !== null && a.until_date < a.from_date) issue('until_date', UNTIL_BEFORE_FROM);
  if (a.from_date !== null && a.until_date !== null && daysInRange(a.from_date, a.until_date) > ATTEST_MAX_DAYS)
    issue('until_date', `An attest covers at most ${ATTEST_MAX_DAYS} days.`);
}

/** Calendar days from one date until another, both counted (01-03 until 03-03 is 3 days). */
export function daysInRange(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The attest's days: its count, its range's days, or its picked dates (spec 2 §3 sum_days). */
export function attestDays(a: Pick<AttestFields, 'days' | 'from_date' | 'until_date' | 'dates'>): number {
  if (a.days !== null) return a.days;
  if (a.from_date && a.until_date) return daysInRange(a.from_date, a.until_date);
  return a.dates.length;
}

const schemas = clinicalRecordSchemas({
  fields: attestFields,
  shown: z.object({ attest_date: z.string(), sum_days: z.number() }),
  refine: (a, ctx) => checkAttest(a, (field, message) => ctx.addIssue({ code: 'custom', path: field === 'non_field_errors' ? [] : [field], message })),
});

export const attestKind = defineRecordKind({
  model: 'attest',
  label: 'Attest',
  permission: 'attest',
  prefix: 'ATTEST',
  resource: 'health',
  labels: {
    company_name: { label: 'Company' },
    days: { label: 'Days' },
    from_date: { label: 'From', date: true },
    until_date: { label: 'Until', date: true },
    dates: { label: 'Dates' },
    ...TAKEN_AT_LABEL,
    ...CLINICAL_NOTE_LABEL,
  },
  sample: { company_name: 'Contract N.V.', days: 2 },
  schemas,
  paged: { by: 'administrative_datetime' },
  routes: {
    list: {
      operation: 'listAttests',
      path: '/api/patients/{id}/attests/',
      access: can('view', 'attest'),
      summary: "A page of the patient's attests, newest first.",
    },
    create: { operation: 'createAttest', path: '/api/health/attests/', access: can('add', 'attest'), summary: 'Writes an attest in a consultation.' },
    administration: {
      operation: 'createAttestOutsideConsultation',
      path: '/api/patients/administration/{id}/attests/',
      access: can('add', 'attest'),
      summary: 'Writes an attest for a patient outside a consultation.',
    },
    delete: { operation: 'deleteAttest', path: '/api/health/attests/{id}/', access: can('delete', 'attest'), summary: 'Removes an attest.' },
  },
  unique: [],
});
