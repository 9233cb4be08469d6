import * as z from 'zod';
import { anyOf, can } from '../routes/define';
import { type FileUploadRule } from '../route-types';
import { DOCUMENT_MAX_BYTES } from '../constants';
import { requestToken, REQUIRED, requiredRef, typed } from '../schemas/fields';
import { uploadId } from '../schemas/uploads';
import { administrativeDatetime, namedRef } from './health-fields';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, TAKEN_AT_LABEL } from './kind';

// Diagnostic referrals (spec 2 §2 "Diagnostics Referrals sub-tab", §3 "Diagnostic referral", §4,
// §5, §6 row lab, §7 "Diagnostic referrals", §9; spec 1 §3 "Lab test request"): a referral to the
// laboratory or to radiology for chosen tests, each test's result entered on its own when it comes
// back, and one result document per referral. Listed 5 a page, newest first by when it was made.
//
// Decisions (the spec leaves these open):
// - Only the two SNOMED CT types are diagnostic (spec 2 §5); each has its catalogue discipline
//   (spec 2 §7 "Laboratory; Radiology when the type is Radiologist"): a referral's tests must be
//   tests (not panels) of its type's discipline, or the referral asks for something it cannot.
// - A test row's id is the referral's id and the row's number (`<referral>-<n>`): the result call
//   (`PUT lab/tests/{id}/`) finds its referral with one read and no index item. A result is saved
//   under the referral's consistency_token and answers the whole referral, whose new token the
//   next save uses (spec 2 §4: "the form is replaced by the response"); two users entering results
//   of one referral at once get a 409 rather than one silently overwriting the other.
// - A result is what its catalogue test measures (issue 21 §4): a test with a unit (quantitative:
//   haemoglobin in mmol/L) takes a number, with a comma or a point ('5,4'), optionally after '<' or
//   '>' as labs report values outside what they measure ('<5', '>200'); it is stored in one form
//   ('5.4', '<5') and a text there is refused on result_value. A test without a unit (a culture's
//   'negatief', an X-ray's conclusion, a blood group) takes free text. lab_chart plots every result
//   that reads as a number, per test, with the catalogue test's unit; '<5' is plotted at 5 (the
//   bound the lab reported; the list shows the comparator).
// - Deleting a referral: spec 2 §6 puts no permission on the button; as with vaccinations, its
//   author (who has can_add) may remove their own, anyone else needs can_delete.
export const DIAGNOSTIC_REFERRALS_PAGE_SIZE = 5;
/** The tests one referral asks for: a full work-up, well inside a transaction and an item. */
export const LAB_TESTS_MAX = 40;
export const LAB_RESULT_MAX = 500;
export const NO_TESTS_SELECTED = 'No tests selected';
export const NOT_A_DIAGNOSTIC_TYPE = 'Select a valid choice.';
export const TEST_NOT_OF_TYPE = 'This test does not belong to the referral type.';
export const DOCUMENT_PRESENT = 'This referral already has a result document. Delete it first.';

/**
 * The diagnostic referral types (spec 2 §5: codes 266753000 and 66862007) and the catalogue
 * discipline whose tests each asks for (`referral_tests` items under it have ids `<discipline>-...`).
 */
export const DIAGNOSTIC_TYPES = {
  '266753000': { discipline: 'LAB', testParent: 'Laboratory' },
  '66862007': { discipline: 'RAD', testParent: 'Radiology' },
} as const;
export type DiagnosticTypeCode = keyof typeof DIAGNOSTIC_TYPES;
export const DIAGNOSTIC_TYPE_CODES = Object.keys(DIAGNOSTIC_TYPES) as DiagnosticTypeCode[];
export const isDiagnosticType = (code: string): code is DiagnosticTypeCode => code in DIAGNOSTIC_TYPES;

/** Whether a referral_tests item is a test (below a panel, not a panel) of this type's discipline. */
export const isTestOfType = (type: DiagnosticTypeCode, test: { id: string; parent_id?: string | null }) =>
  Boolean(test.parent_id?.startsWith(`${DIAGNOSTIC_TYPES[type].discipline}-`));

export const LAB_REFERENCES = { type_id: 'referral_types', priority_id: 'referral_priorities' } as const;

/** A missing type is only 'required' (not also 'not a valid choice'), as every other required reference. */
export const diagnosticTypeRef = requiredRef.refine((code) => code === '' || isDiagnosticType(code), NOT_A_DIAGNOSTIC_TYPE);
const labTestId = typed(z.string().trim().min(1).max(64));
const TOO_MANY_TESTS = `Select at most ${LAB_TESTS_MAX} tests.`;
/**
 * Catalogue test ids, each once, in the order chosen. A test sent twice counts once, so the list as
 * sent may hold a few repeats; it is bounded too (twice the rule) so 100,000 ids are refused before
 * anything reads them (issue 21 §7).
 */
export const labTestIds = z
  .array(labTestId, { error: NO_TESTS_SELECTED })
  .max(LAB_TESTS_MAX * 2, TOO_MANY_TESTS)
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(labTestId).min(1, NO_TESTS_SELECTED).max(LAB_TESTS_MAX, TOO_MANY_TESTS));

const labFields = z.object({
  type_id: diagnosticTypeRef,
  priority_id: requiredRef,
  tests: labTestIds,
  administrative_datetime: administrativeDatetime,
});
export type LabFields = z.output<typeof labFields>;

/** One asked-for test as shown (spec 2 §3): the row's id, the catalogue test, its panel, the result. */
export const labTestSchema = z.object({
  id: z.string(),
  test_id: z.string(),
  name: z.string(),
  parent_id: z.string().nullable(),
  parent_name: z.string().nullable(),
  unit: z.string().nullable(),
  result_value: z.string(),
});
export type LabTest = z.infer<typeof labTestSchema>;

const schemas = clinicalRecordSchemas({
  fields: labFields,
  shown: z.object({
    type: namedRef,
    priority: namedRef,
    diagnostics_tests: z.array(labTestSchema),
    /** The result document: its name as uploaded, a short-lived link to view it, its extension. */
    filename: z.string().nullable(),
    document_url: z.string().nullable(),
    document_extension: z.string().nullable(),
    /** When the referral was made (practice wall clock): administrative_datetime, else when it was recorded. */
    diagnostics_date: z.string(),
  }),
});

export const labReferralKind = defineRecordKind({
  model: 'lab',
  label: 'Lab test',
  permission: 'lab',
  prefix: 'LAB',
  resource: 'treatments',
  labels: {
    type_id: { label: 'Type', catalogue: 'referral_types' },
    priority_id: { label: 'Priority', catalogue: 'referral_priorities' },
    tests: { label: 'Tests', catalogue: 'referral_tests' },
    diagnostics_tests: { label: 'Tests and results' },
    document: { label: 'Result document' },
    ...TAKEN_AT_LABEL,
    ...CLINICAL_NOTE_LABEL,
  },
  sample: { type_id: '266753000', priority_id: 'R', tests: ['LAB-HEM-HB', 'LAB-HEM-PLT'] },
  schemas,
  paged: { by: 'created', pageSize: DIAGNOSTIC_REFERRALS_PAGE_SIZE },
  deleteRule: 'authorOrPermission',
  routes: {
    list: {
      operation: 'listLabReferrals',
      path: '/api/patients/{id}/lab/',
      access: can('view', 'lab'),
      summary: "A page of the patient's diagnostic referrals with their tests and results, newest first.",
    },
    create: {
      operation: 'createLabReferral',
      path: '/api/lab/',
      access: can('add', 'lab'),
      summary: 'Makes a diagnostic referral (laboratory or radiology) in a consultation.',
    },
    administration: {
      operation: 'createLabReferralOutsideConsultation',
      path: '/api/patients/administration/{id}/diagnostics/',
      access: can('add', 'lab'),
      summary: 'Makes a diagnostic referral for a patient outside a consultation.',
    },
    delete: {
      operation: 'deleteLabReferral',
      path: '/api/lab/{id}/',
      access: anyOf(can('delete', 'lab'), can('add', 'lab')),
      summary: 'Removes a diagnostic referral and its result document (its author, or a user who may delete lab referrals).',
    },
  },
  unique: [],
});

/** A test row's id: its referral's and its number (see the decisions above). */
export const labTestRowId = (referralId: string, index: number) => `${referralId}-${index + 1}`;
export const labTestParams = z.object({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}-\d{1,2}$/, 'Enter a valid id.'),
});
/** The referral and the row a test id names, or undefined for an id not of that form. */
export function parseLabTestRowId(id: string): { referralId: string; index: number } | undefined {
  const match = /^([0-9A-HJKMNP-TV-Z]{26})-(\d{1,2})$/.exec(id);
  return match ? { referralId: match[1]!, index: Number(match[2]) - 1 } : undefined;
}

const consistencyToken = requestToken;
export const labResultSchema = z.object({
  /** Free text (a number, "negative", a conclusion); empty clears it. */
  result_value: typed(z.string({ error: REQUIRED }).trim().max(LAB_RESULT_MAX, `Ensure this field has no more than ${LAB_RESULT_MAX} characters.`)),
  consistency_token: consistencyToken,
});
export const labDocumentDeleteSchema = z.object({ consistency_token: consistencyToken });

/** Spec 2 §5: the result document's kinds; checked by content on the server, not only by name. */
export const LAB_DOCUMENT: FileUploadRule = {
  field: 'document',
  extensions: ['.jpeg', '.jpg', '.png', '.pdf', '.xls', '.doc', '.xlsx', '.docx'],
  maxBytes: DOCUMENT_MAX_BYTES,
  wrongTypeMessage: 'Only jpeg, jpg, png, pdf, xls, doc, xlsx and docx files can be uploaded.',
};
/** The confirmation of an uploaded result document (schemas/uploads.ts): the upload and the referral's token. */
export const labDocumentFields = z.object({ upload: uploadId, consistency_token: consistencyToken });

export const NOT_A_RESULT_NUMBER = "Enter a number (5,4 or 5.4), or '<' or '>' and a number (<5).";

/**
 * A quantitative result as typed: an optional comparator, then a number with a comma or a point
 * (at most 9 digits and 6 decimals: a measurement, not a digit string).
 */
const QUANTITY = /^([<>])?\s*(-?\d{1,9}(?:[.,]\d{1,6})?)$/;

/** '5,4' -> { comparator: null, value: 5.4, text: '5.4' }; '< 5' -> { '<', 5, '<5' }; anything else undefined. */
export function quantitativeResult(value: string): { comparator: '<' | '>' | null; value: number; text: string } | undefined {
  const match = QUANTITY.exec(value.trim());
  if (!match) return undefined;
  const comparator = (match[1] as '<' | '>' | undefined) ?? null;
  const number = match[2]!.replace(',', '.');
  return { comparator, value: Number(number), text: `${comparator ?? ''}${number}` };
}

/**
 * A result as stored for its test (see the decisions above): a quantitative test's in one form, a
 * text test's as typed (trimmed); `problem` is the message under result_value when it cannot be.
 */
export function storedResult(test: { unit: string | null }, value: string): { text: string } | { problem: string } {
  const text = value.trim();
  if (text === '' || !test.unit) return { text };
  const quantity = quantitativeResult(text);
  return quantity ? { text: quantity.text } : { problem: NOT_A_RESULT_NUMBER };
}

/** A result read as a number for the chart: '5,4' and '5.4' are 5.4, '<5' is 5; 'negative' is not plotted. */
export function numericResult(value: string): number | null {
  return quantitativeResult(value)?.value ?? null;
}
