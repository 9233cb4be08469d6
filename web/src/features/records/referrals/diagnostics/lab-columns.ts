import { type PagedColumn } from '@/components/table/PagedTable';
import { type RecordPageAnswer } from '@/query/paged-record-kind';
import { type ApiResult } from '@/query/api-query';
import { wallClockText } from '../../health/vitals/wall-clock-text';

// The Diagnostics Referrals table (spec 2 §2 "Diagnostics Referrals sub-tab"): Date/Time (when the
// referral was made, the practice's clock), Type (the type and its priority) and Tests (the section
// adds it: each test with its result and the referral's document), and the delete action the list
// adds; newest first, 5 a page (spec 2 §9).
export type LabReferral = ApiResult<'listLabReferrals'>['results'][number];
export type LabTestRow = LabReferral['diagnostics_tests'][number];

/** 'Laboratory — Urgent': the type's name and the priority's. */
export const typeText = (referral: Pick<LabReferral, 'type' | 'priority'>): string =>
  [referral.type?.name, referral.priority?.name].filter(Boolean).join(' — ');

export const LAB_COLUMNS: readonly PagedColumn<LabReferral>[] = [
  { id: 'diagnostics_date', header: 'Date/Time', cell: (r) => wallClockText(r.diagnostics_date), minWidth: 120 },
  { id: 'type', header: 'Type', cell: typeText, minWidth: 120 },
];

/** Names a row for screen readers: 'lab referral Laboratory of 31-01-2025 08:15'. */
export const labRowLabel = (referral: LabReferral): string =>
  `lab referral ${referral.type?.name ?? 'of an unknown type'} of ${wallClockText(referral.diagnostics_date)}`;

/** 'Haemoglobin (Haematology)': a test with its panel, as the Tests cell names it. */
export const testName = (test: Pick<LabTestRow, 'name' | 'parent_name'>): string => (test.parent_name ? `${test.name} (${test.parent_name})` : test.name);

/** 'Haemoglobin (mmol/L)': a result field's label, with the unit its value is in. */
export const resultLabel = (test: Pick<LabTestRow, 'name' | 'unit'>): string => (test.unit ? `${test.name} (${test.unit})` : test.name);

/**
 * A page of the list with one referral replaced by the server's answer (spec 2 §4: "the form is
 * replaced by the response"): the saved result or document shows with the referral's new token at
 * once; the other referrals, and what is typed in their fields, stay as they are.
 */
export function withReferral<T extends { id: string }>(page: RecordPageAnswer<T> | undefined, referral: T): RecordPageAnswer<T> | undefined {
  if (!page || !page.results.some((r) => r.id === referral.id)) return page;
  return { ...page, results: page.results.map((r) => (r.id === referral.id ? referral : r)) };
}
