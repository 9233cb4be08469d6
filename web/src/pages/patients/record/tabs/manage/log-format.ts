import { type z } from 'zod';
import { type logEntrySchema } from '@praktijk/shared/schemas/patient-records';

export type LogEntry = z.infer<typeof logEntrySchema>;

/** Spec 3 §2: + created, ~ changed, - deleted; the word is read to screen-reader users. */
const LOG_TYPE_WORDS: Record<string, string> = { '+': 'created', '~': 'changed', '-': 'deleted' };

export function logTypeWord(logType: string): string {
  return LOG_TYPE_WORDS[logType] ?? logType;
}

/** A logged value as text: '' for nothing (the table shows 'n/a'), lists joined, objects as JSON. */
export function logValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(logValue).join(', ');
  return JSON.stringify(value);
}

/** What the pager footer can honestly say: the server pages by cursor and gives no count. */
export function knownTotal(pageIndex: number, pageSize: number, rowCount: number): number {
  return pageIndex * pageSize + rowCount;
}
