import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { DECURSUS_TEXT_FIELDS } from '@praktijk/shared/schemas/decursus';
import { type Revision } from '@/components/revisions/revisions';
import { icpcLabel } from '@/components/icpc/icpc-filter';
import { DECURSUS_FIELD_LABELS } from './decursus-form';

// What the revision dialog compares for a note: one line per field as the form names it, the
// ICPC codes by code and name ('ICPC Evaluation: K86 Hypertension uncomplicated'), 'n/a' when empty.

const ICPC_FIELDS = { icpc_subjective_id: 'ICPC Subjective', icpc_evaluation_id: 'ICPC Evaluation' } as const;

function icpcText(items: readonly CatalogueItem[], id: unknown): string {
  if (typeof id !== 'string' || !id) return 'n/a';
  const code = items.find((item) => item.id === id);
  return code ? icpcLabel(code) : id;
}

export function decursusRevisionContent(revision: Revision, items: readonly CatalogueItem[]): string {
  const value = (field: string) => revision.changes.find((change) => change.field === field)?.value;
  const texts = DECURSUS_TEXT_FIELDS.map((field) => {
    const text = value(field);
    return `${DECURSUS_FIELD_LABELS[field]}: ${typeof text === 'string' && text ? text : 'n/a'}`;
  });
  const codes = Object.entries(ICPC_FIELDS).map(([field, label]) => `${label}: ${icpcText(items, value(field))}`);
  return [...texts, ...codes].join('\n');
}
