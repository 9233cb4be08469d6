import { patientCreateSchema, type PatientFields } from '@praktijk/shared/schemas/patients';
import { type ValidationErrorBody } from '@praktijk/shared/schemas/common';
import { fieldLabel } from '@praktijk/shared/schemas/field-labels';
import { zodIssuesToFields } from '../../lib/http/zod-errors';

// One CSV row -> the New Patient form's fields, checked by the same schema as the form.
const BOOLEAN_TRUE = new Set(['1', 'true', 'yes', 'ja', 'j', 'y', 'x']);
const LIST_FIELDS = new Set(['phone_mobile', 'disability_ids']);
const BOOLEAN_FIELDS = new Set(['twin', 'local_foreigner', 'deceased_indicator']);
const DATE_FIELDS = new Set(['date_of_birth', 'deceased_date']);
const IGNORED = new Set(['testpatient', 'internal_number', 'id', 'consistency_token']);

/** DD-MM-YYYY (as staff write dates) or YYYY-MM-DD. */
function isoDate(value: string): string {
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  return dutch ? `${dutch[3]}-${dutch[2]!.padStart(2, '0')}-${dutch[1]!.padStart(2, '0')}` : value;
}

function cell(field: string, value: string): unknown {
  if (LIST_FIELDS.has(field))
    return value
      ? value
          .split(/[|;]/)
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  if (BOOLEAN_FIELDS.has(field)) return BOOLEAN_TRUE.has(value.toLowerCase());
  if (DATE_FIELDS.has(field)) return value ? isoDate(value) : null;
  return value === '' ? undefined : value;
}

export type RowResult = { ok: true; patient: PatientFields } | { ok: false; reason: string };

export function rowToPatient(row: Record<string, string>): RowResult {
  const input = Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !IGNORED.has(k))
      .map(([k, v]) => [k, cell(k, v)]),
  );
  const parsed = patientCreateSchema.safeParse(input);
  if (parsed.success) return { ok: true, patient: parsed.data };
  return { ok: false, reason: rowReason(zodIssuesToFields(parsed.error.issues)) };
}

/**
 * The label staff know a field by, as the form shows it: 'Date of birth', and an item of a list by
 * its place ('phone_mobile.0' is 'Mobile phone 1', as the form names each row).
 */
export function fieldText(field: string): string {
  if (field === 'non_field_errors') return 'Row';
  const [name = field, index] = field.split('.');
  if (name === 'phone_mobile' && index !== undefined) return `Mobile phone ${Number(index) + 1}`;
  const label = fieldLabel('patient', name).label;
  return index === undefined ? label : `${label} ${Number(index) + 1}`;
}

/**
 * A row's field errors in one line of the Errors list: "Date of birth: Enter a valid date.; Email: ...".
 * One message a field, the first: a date that is no date ('99-99-9999') is not also 'later than today'.
 */
export function rowReason(fields: ValidationErrorBody): string {
  return Object.entries(fields)
    .map(([field, messages]) => `${fieldText(field)}: ${messages[0] ?? ''}`)
    .join('; ');
}
