import { type z } from 'zod';
import { formatDateTime, isoToDisplay } from '@praktijk/shared/dates';
import { LOG_MODELS } from '@praktijk/shared/record-kinds';
import { fieldLabel } from '@praktijk/shared/schemas/field-labels';
import { type logEntrySchema } from '@praktijk/shared/schemas/patient-records';

export type LogEntry = z.infer<typeof logEntrySchema>;
export type LogChange = LogEntry['changes'][number];

/** Spec 3 §2: + created, ~ changed, - deleted; the word is read to screen-reader users. */
const LOG_TYPE_WORDS: Record<string, string> = { '+': 'created', '~': 'changed', '-': 'deleted' };

export function logTypeWord(logType: string): string {
  return LOG_TYPE_WORDS[logType] ?? logType;
}

/** The model's name as the filter shows it (Patient, Relation, ...). */
export function modelLabel(model: string): string {
  return LOG_MODELS.find((m) => m.model === model)?.label ?? model;
}

/** What ids a page's values need in words: catalogue item names, and other patients' names (from the server's page). */
export interface LogNames {
  catalogueItem(catalogue: string, id: string): string | undefined;
  patient(id: string): string | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored object in words: a lab test row as 'Haemoglobin: 8.2', a document by its file name. */
function objectText(value: object): string {
  const v = value as Record<string, unknown>;
  if (typeof v.name === 'string') return typeof v.result_value === 'string' && v.result_value ? `${v.name}: ${v.result_value}` : v.name;
  if (typeof v.filename === 'string') return v.filename;
  return JSON.stringify(value);
}

/** One stored value in words: '' for nothing (the table shows 'n/a'), names for ids, Yes/No, DD-MM-YYYY. */
export function logValue(model: string, field: string, value: unknown, names: LogNames): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => logValue(model, field, v, names)).join(', ');
  const label = fieldLabel(model, field);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return objectText(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (label.patient) return names.patient(value) ?? 'Another patient';
  if (label.catalogue) return names.catalogueItem(label.catalogue, value) ?? value;
  if (ISO_DATE.test(value)) return isoToDisplay(value);
  if (ISO_DATE_TIME.test(value)) return formatDateTime(value);
  return value;
}

export interface ShownChange {
  field: string;
  label: string;
  old: string;
  new: string;
}

/** The entry's changes as shown: labelled, in words, without those that read the same before and after. */
export function shownChanges(entry: Pick<LogEntry, 'model_name' | 'changes'>, names: LogNames): ShownChange[] {
  return entry.changes
    .map((change) => ({
      field: change.field,
      label: fieldLabel(entry.model_name, change.field).label,
      old: logValue(entry.model_name, change.field, change.old, names),
      new: logValue(entry.model_name, change.field, change.new, names),
    }))
    .filter((change) => change.old !== change.new);
}

/** The catalogues a page's values point into, so their names load once for the page. */
export function cataloguesOf(entries: readonly Pick<LogEntry, 'model_name' | 'changes'>[]): string[] {
  const names = entries.flatMap((e) => e.changes.map((c) => fieldLabel(e.model_name, c.field).catalogue ?? []).flat());
  return [...new Set(names)].sort();
}

/**
 * What the pager says (issue 21 §8): 'of Z' is the server's count of the whole log, and Next is
 * offered only while rows remain. The cursor alone cannot tell: DynamoDB hands one out after a
 * page that happened to end the log, which read 'Showing 1 to 10 of 10' beside an active Next.
 * A long log is counted up to a bound: the count is then a lower bound and reads 'of 200+'.
 */
export function logPager(
  pageIndex: number,
  pageSize: number,
  count: number,
  next: string | null,
  countAtLeast = false,
): { total: number; totalAtLeast: boolean; hasNext: boolean } {
  return { total: count, totalAtLeast: countAtLeast, hasNext: Boolean(next) && (countAtLeast || (pageIndex + 1) * pageSize < count) };
}
