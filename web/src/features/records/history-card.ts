import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { HISTORY_MAX_ICPC_CODES } from '@praktijk/shared/records/history';
import { type Revision } from '@/components/revisions/revisions';

// General History on the consultation screen (spec 3 §2, §4, §5): a description and up to five
// ICPC codes; the add button is disabled at five; revisions browsable from two versions on.

export interface HistoryValues extends Record<string, unknown> {
  description: string;
  icpc_ids: string[];
}

export const HISTORY_LABELS = { description: 'Description', icpc_ids: 'ICPC codes' } as const;

/** Spec 3 §4, §9: revisions can be browsed only when at least 2 exist ('Browse Revisions' disabled under 2). */
export const MIN_BROWSABLE_VERSIONS = 2;

export function historyValues(history: { description: string; icpc_ids: readonly string[] } | null | undefined): HistoryValues {
  return { description: history?.description ?? '', icpc_ids: [...(history?.icpc_ids ?? [])] };
}

/** 'K86 Hypertension uncomplicated' from the catalogue; the code alone while it loads or if unknown. */
export function icpcText(items: readonly CatalogueItem[], id: string): string {
  const item = items.find((entry) => entry.id === id);
  return item ? `${item.code} ${item.name}` : id;
}

/** Whether one more code may be added: not at the limit, and not one already chosen. */
export function canAddCode(ids: readonly string[]): boolean {
  return ids.length < HISTORY_MAX_ICPC_CODES;
}

/** The codes after picking one: each code once, never more than the limit. */
export function withCode(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || !canAddCode(ids)) return [...ids];
  return [...ids, id];
}

export function browsable(version: number | undefined): boolean {
  return (version ?? 0) >= MIN_BROWSABLE_VERSIONS;
}

/** A version as the revision dialog compares it: the description's lines, then one line per code by name. */
export function historyRevisionContent(revision: Revision, items: readonly CatalogueItem[]): string {
  const value = (field: string) => revision.changes.find((change) => change.field === field)?.value;
  const description = value('description');
  const codes = value('icpc_ids');
  const codeLines = Array.isArray(codes) ? codes.map((id) => `${HISTORY_LABELS.icpc_ids}: ${icpcText(items, String(id))}`) : [];
  return [`${HISTORY_LABELS.description}: ${typeof description === 'string' && description ? description : 'n/a'}`, ...codeLines].join('\n');
}
