import { formatDateTime } from '@praktijk/shared/dates';

// The revisions of a record (spec 1 §3 "Revision"): numbered versions with who, when, why and
// the content's fields. History, blood type and decursus use them (DESIGN §5).

export interface RevisionChange {
  field: string;
  value: unknown;
}

export interface Revision {
  history_id: string;
  version: number;
  history_user: string;
  history_date: string;
  history_change_reason?: string | null;
  changes: RevisionChange[];
}

/** '3 Blood type Revision(s)' (spec 1 §2). */
export function revisionsTitle(count: number, title: string): string {
  return `${count} ${title} Revision(s)`;
}

export function byVersion(revisions: readonly Revision[]): Revision[] {
  return [...revisions].sort((a, b) => a.version - b.version);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'n/a';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The text compared in the diff: one 'field: value' line per field, multi-line values kept. */
export function revisionContent(revision: Revision): string {
  return revision.changes.map((change) => `${change.field}: ${valueText(change.value)}`).join('\n');
}

/** 'Version 3 by Anna de Vries on 31-01-2025 14:05' */
export function revisionSummary(revision: Revision): string {
  return `Version ${revision.version} by ${revision.history_user} on ${formatDateTime(revision.history_date)}`;
}

/** The version shown first: the one before the latest, the change one would revert. */
export function initialRevisionIndex(count: number): number {
  return Math.max(0, count - 2);
}
