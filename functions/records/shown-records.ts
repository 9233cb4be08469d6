import { type RecordKindDeclaration } from '@praktijk/shared/record-kinds';
import { listedDate, type PatientRecord } from './records';
import { type ReferenceNames } from '../catalogue/domain/record-references';

// What clinical records' answers (the Health tab's, vaccinations, prescriptions) show besides their fields (spec 2 §3 "Display"), from the
// record alone: the names of the chosen catalogue items are stored with it (record-references.ts).
export type StoredHealthRecord = PatientRecord & { names?: ReferenceNames; decursus: string | null };

/** The record's date as listed (vitals_date, measurement_date, attest_date). */
export const dateOf = (kind: RecordKindDeclaration, record: StoredHealthRecord) => listedDate(kind, record as StoredHealthRecord & Record<string, unknown>);

/** The name of the item a field chose, null when none. */
export const nameOf = (record: StoredHealthRecord, field: string): string | null => record.names?.[field] ?? null;

/** { id, name } of the item a field chose ({ id, id } for an item whose name was not kept), or null. */
export function refOf(record: StoredHealthRecord, field: string): { id: string; name: string } | null {
  const id = (record as StoredHealthRecord & Record<string, unknown>)[field];
  return typeof id === 'string' && id ? { id, name: nameOf(record, field) ?? id } : null;
}

/** '36.8 °C (Oral)': a value with its unit and, when given, the words that qualify it. */
export function full(value: number | null | undefined, unit: string, ...qualifiers: (string | null)[]): string | null {
  if (value === null || value === undefined) return null;
  const words = qualifiers.filter((q): q is string => Boolean(q));
  return `${value} ${unit}${words.length ? ` (${words.join(', ')})` : ''}`;
}

/** The mean of the readings there are (one decimal), null without any. */
export function average(...readings: (number | null)[]): number | null {
  const given = readings.filter((r): r is number => r !== null);
  return given.length ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10 : null;
}
