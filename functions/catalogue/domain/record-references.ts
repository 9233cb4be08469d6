import { type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { type ValidationErrorBody } from '@praktijk/shared/schemas/common';
import { batchGet } from '../../lib/data/query';
import { ValidationError } from '../../lib/errors';
import { type StoredCatalogueItem } from './layout';
import { itemKeys, itemsFromRows } from './store';

// The catalogue references of a clinical record (vital functions' methods, an allergy's type and
// code, a blood type), checked in one BatchGet however many catalogues they name. The names found
// are stored with the record: a record shows what was chosen when it was written, and its list
// needs no catalogue read (a page of vital functions stays one Query).
const INVALID_CHOICE = 'Select a valid choice.';

export type ReferenceMap = Readonly<Record<string, ReferenceCatalogueName>>;
/** The chosen items' names by field ('heart_rhythm_id' -> 'Regular'), as stored on the record. */
export type ReferenceNames = Record<string, string>;

/** The items the fields name, keyed by field; 400 with every field whose id is not in its catalogue. */
export async function readReferences(fields: Record<string, unknown>, references: ReferenceMap): Promise<Map<string, StoredCatalogueItem>> {
  const wanted = Object.entries(references)
    .map(([field, catalogue]) => ({ field, catalogue, id: fields[field] }))
    .filter((r): r is { field: string; catalogue: ReferenceCatalogueName; id: string } => typeof r.id === 'string' && r.id !== '');
  if (!wanted.length) return new Map();
  const rows = await batchGet(wanted.flatMap((r) => itemKeys(r.catalogue, [r.id])));
  const found = new Map<string, StoredCatalogueItem>();
  const errors: ValidationErrorBody = {};
  for (const r of wanted) {
    const item = itemsFromRows(r.catalogue, [r.id], rows).get(r.id);
    if (item) found.set(r.field, item);
    else errors[r.field] = [INVALID_CHOICE];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return found;
}

export function namesOf(items: Map<string, StoredCatalogueItem>): ReferenceNames {
  return Object.fromEntries([...items].map(([field, item]) => [field, item.name]));
}
