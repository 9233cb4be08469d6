import { formatDate } from '@praktijk/shared/dates';
import { type PagedColumn } from '@/components/table/PagedTable';
import { type ApiResult } from '@/query/api-query';

// The Prescriptions and Chronic Prescriptions tables (spec 2 §2, §3 "Display"): Date, Medication,
// Directions, Stopped, Total and Repeat, and the actions the list adds; newest first by
// prescription date, 10 a page. Empty cells read 'n/a' (PagedTable). The dates are the practice's
// wall clock ('YYYY-MM-DDTHH:mm'), shown as they are, never moved by the browser's zone.
export type Prescription = ApiResult<'listPrescriptions'>['results'][number];

/** 'DD-MM-YYYY' of a practice wall-clock time. */
export const prescriptionDay = (local: string | null | undefined): string => (local ? formatDate(local.slice(0, 10)) : '');

/** 'DD-MM-YYYY HH:mm' of a practice wall-clock time; '' for none. */
export function wallClockText(local: string | null | undefined): string {
  if (!local) return '';
  const time = local.slice(11, 16);
  return time ? `${prescriptionDay(local)} ${time}` : prescriptionDay(local);
}

/** When it was stopped and why (issue 21 §5: the reason is part of the record a colleague reads): '13-01-2026 08:05: Bijwerkingen'. */
export function stoppedText(p: Pick<Prescription, 'stoppage_date_time' | 'stoppage_reason'>): string {
  const when = wallClockText(p.stoppage_date_time);
  return when && p.stoppage_reason ? `${when}: ${p.stoppage_reason}` : when;
}

/** 'Prescribed despite the allergy warning by A. Jansen' when the prescriber overrode it (spec 2 §8); null otherwise. */
export function allergyOverrideText(p: Pick<Prescription, 'allergy_acknowledged' | 'allergy_acknowledged_by'>): string | null {
  if (!p.allergy_acknowledged) return null;
  return p.allergy_acknowledged_by ? `Prescribed despite the allergy warning by ${p.allergy_acknowledged_by}` : 'Prescribed despite the allergy warning';
}

/** How many repeats a delete of this original removes with it (a chronic prescription's, all of them: spec 2 §4). */
export const repeatsDeletedWith = (p: Pick<Prescription, 'is_chronic' | 'is_repeated' | 'repeat_prescription' | 'repeat_date_id'>): number =>
  p.is_chronic && !p.is_repeated && p.repeat_date_id ? p.repeat_prescription : 0;

/** The delete overlay's words for an original with repeats (instead of its 'This cannot be undone.'). */
export function deleteRepeatsText(p: Parameters<typeof repeatsDeletedWith>[0]): string | null {
  const count = repeatsDeletedWith(p);
  if (count === 0) return null;
  return count === 1 ? 'Its 1 repeat is deleted with it. This cannot be undone.' : `Its ${count} repeats are deleted with it. This cannot be undone.`;
}

export const PRESCRIPTION_COLUMNS: readonly PagedColumn<Prescription>[] = [
  { id: 'prescription_date', header: 'Date', cell: (p) => prescriptionDay(p.prescription_date), minWidth: 104 },
  { id: 'full_medication', header: 'Medication', cell: (p) => p.full_medication },
  { id: 'directions', header: 'Directions', cell: (p) => (p.directions === 'n/a' ? null : p.directions) },
  { id: 'stoppage_date_time', header: 'Stopped', cell: stoppedText, minWidth: 104 },
  { id: 'total_amount', header: 'Total', cell: (p) => (p.total_amount === 'n/a' ? null : p.total_amount) },
  { id: 'is_repeated', header: 'Repeat', cell: (p) => (p.is_repeated ? 'Yes' : 'No') },
];

/** Names a row for screen readers: 'prescription Amoxicilline 500 mg Capsule of 12-01-2026'. */
export const prescriptionRowLabel = (p: Prescription): string =>
  `prescription ${p.full_medication || 'an unknown medication'} of ${prescriptionDay(p.prescription_date)}`;

/** Spec 2 §4: an active prescription may be stopped; a repeated row is stopped with its original, never on its own. */
export const mayStop = (p: Pick<Prescription, 'medication_stopped' | 'is_repeated'>): boolean => !p.medication_stopped && !p.is_repeated;
/** Spec 2 §4: a stopped prescription can be copied into a new prescription form; a repeated row cannot. */
export const mayCopy = (p: Pick<Prescription, 'medication_stopped' | 'is_repeated'>): boolean => p.medication_stopped && !p.is_repeated;
/** Spec 2 §4: only printable (its day has come) and not-stopped prescriptions can be printed. */
export const mayPrint = (p: Pick<Prescription, 'printable' | 'medication_stopped'>): boolean => p.printable && !p.medication_stopped;
/** Spec 2 §4: a repeated row is deleted with its original, never on its own. */
export const mayRemove = (p: Pick<Prescription, 'is_repeated'>): boolean => !p.is_repeated;

/** The stop overlay's title (spec 2 §2): 'STOP PRESCRIPTION ON 31-01-2025'. */
export const stopTitle = (p: Pick<Prescription, 'prescription_date'>): string => `STOP PRESCRIPTION ON ${prescriptionDay(p.prescription_date)}`;

/** The stop's notice (spec 2 §8 'Stop medication', with the '... was ... successfully' text). */
export const STOPPED_TOAST = { header: 'Stop medication', content: 'Medication was stopped successfully' } as const;
