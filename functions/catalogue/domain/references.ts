import { type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { type PatientFields } from '@praktijk/shared/schemas/patients';
import { type ValidationErrorBody } from '@praktijk/shared/schemas/common';
import { keys } from '../../lib/data/keys';
import { userProfileItemSchema } from '../../lib/data/items';
import { readItem } from '../../lib/data/read-item';
import { ValidationError } from '../../lib/errors';
import { type StoredCatalogueItem } from './layout';
import { batchGet } from '../../lib/data/query';
import { findItems, itemKeys, itemsFromRows } from './store';

// Catalogue references in a request are checked against the catalogue itself, so a record never
// points at a code that does not exist (the forms only offer real ones; an API client might not).
const INVALID_CHOICE = 'Select a valid choice.';

export async function assertInCatalogue(field: string, name: ReferenceCatalogueName, id: string | null): Promise<{ parent: string | null } | null> {
  if (id === null) return null;
  const item = (await findItems(name, [id])).get(id);
  if (!item) throw ValidationError.field(field, INVALID_CHOICE);
  return { parent: item.parent };
}

/** Spec 2 §4: an insurance type belongs to its company (or, for a company without types of its own, to none). */
export async function assertInsuranceChoice(companyId: string, typeId: string): Promise<void> {
  await assertInCatalogue('company_id', 'insurance_companies', companyId);
  const type = await assertInCatalogue('type_id', 'insurance_types', typeId);
  if (type && type.parent !== null && type.parent !== companyId) throw ValidationError.field('type_id', 'This type does not belong to the chosen company.');
}

/** The catalogue each patient field names (spec 2 §3 "Catalogues used"). */
export const PATIENT_CATALOGUE_FIELDS = {
  title_id: 'titles',
  marital_status_id: 'marital_statuses',
  address_id: 'addresses',
  district_id: 'districts',
  resort_id: 'resorts',
  biological_gender_id: 'biological_genders',
  identified_gender_id: 'identified_genders',
  ethnicity_id: 'ethnicities',
  proclaimed_ethnicity_id: 'ethnicities',
  nationality_id: 'nationalities',
  id_type_id: 'identification_types',
  contact_relation_id: 'contact_relations',
  disability_ids: 'disabilities',
} as const satisfies Partial<Record<keyof PatientFields, ReferenceCatalogueName>>;
type CatalogueField = keyof typeof PATIENT_CATALOGUE_FIELDS;

/** Patient fields that name a user: the practice's physicians (spec 2: "chosen from the physician list"). */
export const PATIENT_USER_FIELDS = ['primary_physician_id'] as const;

// A new *_id field on the patient that neither list names does not compile: it would go unchecked.
type ReferenceField = Extract<keyof PatientFields, `${string}_id` | `${string}_ids`>;
type Unchecked = Exclude<ReferenceField, CatalogueField | (typeof PATIENT_USER_FIELDS)[number]>;
export const EVERY_PATIENT_REFERENCE_CHECKED: [Unchecked] extends [never] ? true : Unchecked = true;

type PatientReferences = Pick<PatientFields, CatalogueField | (typeof PATIENT_USER_FIELDS)[number]>;

const idsOf = (value: string | null | readonly string[]): string[] => (value === null ? [] : typeof value === 'string' ? [value] : [...value]);

// A user id with a lone surrogate cannot be part of a key (DynamoDB refuses the request): it names
// nobody. (Catalogue reads key on the catalogue or on normalised tokens, never on the raw id.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const canName = (id: string) => !LONE_SURROGATE.test(id);

/** Ids a field names that the record did not already have: what it keeps stays valid (an entry a reload removed, a physician who left). */
function newIds(field: keyof PatientReferences, fields: PatientReferences, before: Partial<PatientReferences> | undefined): string[] {
  const had = new Set(idsOf(before?.[field] ?? null));
  return idsOf(fields[field]).filter((id) => !had.has(id));
}

// Only what the check reads: a profile's other fields are no concern of a patient's references.
const physicianCheckSchema = userProfileItemSchema.pick({ entity: true, is_active: true, roles: true });

const isPhysicianOf = (row: Record<string, unknown> | undefined): boolean => {
  if (row?.entity !== 'user') return false;
  const user = readItem('user', physicianCheckSchema, row);
  return user.is_active && user.roles.includes('physician');
};

/** Address, resort and district of one place: an address lies in its resort, a resort in its district. */
function placeErrors(fields: PatientReferences, found: (field: CatalogueField) => StoredCatalogueItem | undefined): ValidationErrorBody {
  const errors: ValidationErrorBody = {};
  const resort = found('resort_id');
  const address = found('address_id');
  if (resort && fields.district_id !== null && resort.parent !== fields.district_id) errors.resort_id = ['This resort is not in the chosen district.'];
  if (address && fields.resort_id !== null && address.parent !== fields.resort_id) errors.address_id = ['This address is not in the chosen resort.'];
  return errors;
}

/**
 * Every patient field that names a catalogue entry must name one that exists, and the primary
 * physician must be an active physician of the same practice: 400 "Select a valid choice." under
 * each field that does not. Values the record already had (`before`, on an update) pass. One
 * BatchGet for all of it (a small catalogue is one item; see layout.ts).
 */
export async function assertPatientChoices(
  fields: PatientReferences,
  practice: string | { tenantId: string },
  before?: Partial<PatientReferences>,
): Promise<void> {
  const tenantId = typeof practice === 'string' ? practice : practice.tenantId;
  const catalogueFields = Object.keys(PATIENT_CATALOGUE_FIELDS) as CatalogueField[];
  const wanted = catalogueFields
    .map((field) => ({ field, name: PATIENT_CATALOGUE_FIELDS[field], ids: newIds(field, fields, before) }))
    .filter((w) => w.ids.length);
  const physicianId = newIds('primary_physician_id', fields, before)[0];
  const physicianKey = physicianId === undefined || !canName(physicianId) ? [] : [keys.user(tenantId, physicianId)];
  const rows = await batchGet([...wanted.flatMap((w) => itemKeys(w.name, w.ids)), ...physicianKey]);

  const errors: ValidationErrorBody = {};
  const foundItems = new Map<CatalogueField, Map<string, StoredCatalogueItem>>();
  for (const { field, name, ids } of wanted) {
    const items = itemsFromRows(name, ids, rows);
    foundItems.set(field, items);
    if (ids.some((id) => !items.has(id))) errors[field] = [INVALID_CHOICE];
  }
  const [userKey] = physicianKey;
  if (physicianId !== undefined && !isPhysicianOf(userKey && rows.find((r) => r.PK === userKey.PK && r.SK === userKey.SK))) {
    errors.primary_physician_id = [INVALID_CHOICE];
  }
  const found = (field: CatalogueField) => {
    const id = fields[field];
    return typeof id === 'string' ? foundItems.get(field)?.get(id) : undefined;
  };
  Object.assign(errors, placeErrors(fields, found));
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
