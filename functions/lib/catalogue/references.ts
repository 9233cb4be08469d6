import { type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { ValidationError } from '../errors';
import { findItems } from './store';

// Catalogue references in a request are checked against the catalogue itself, so a record never
// points at a code that does not exist (the forms only offer real ones; an API client might not).
export async function assertInCatalogue(field: string, name: ReferenceCatalogueName, id: string | null): Promise<{ parent: string | null } | null> {
  if (id === null) return null;
  const item = (await findItems(name, [id])).get(id);
  if (!item) throw ValidationError.field(field, 'Select a valid choice.');
  return { parent: item.parent };
}

/** Spec 2 §4: an insurance type belongs to its company (or, for a company without types of its own, to none). */
export async function assertInsuranceChoice(companyId: string, typeId: string): Promise<void> {
  await assertInCatalogue('company_id', 'insurance_companies', companyId);
  const type = await assertInCatalogue('type_id', 'insurance_types', typeId);
  if (type && type.parent !== null && type.parent !== companyId) throw ValidationError.field('type_id', 'This type does not belong to the chosen company.');
}
