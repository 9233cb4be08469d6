import * as z from 'zod';
import { ulid } from './common';
import { typed, requestToken } from './fields';

// The catalogue (spec 1 §3 "Catalogue items", spec 2 §3 "Catalogues used"): lists of choices
// fetched by name. Reference catalogues are shared by every practice and loaded from data
// modules (functions/catalogue/domain/); employers and physicians are the practice's own.
export const REFERENCE_CATALOGUE_NAMES = [
  // geography and address
  'districts',
  'resorts',
  'cities',
  'villages',
  'addresses',
  // demographics
  'titles',
  'marital_statuses',
  'genders',
  'biological_genders',
  'identified_genders',
  'twins',
  'ethnicities',
  'nationalities',
  'disabilities',
  'identification_types',
  'contact_relations',
  'relation_types',
  // insurance
  'insurance_companies',
  'insurance_types',
  // consultation, episodes, procedures
  'icpc_codes',
  'icpc_components',
  'episode_statuses',
  'procedure_types',
  // health records
  'blood_types',
  'allergy_types',
  'allergy_codes',
  'allergy_severities',
  'measurement_types',
  'vital_measurement_methods',
  'temperature_methods',
  'pulse_rate_methods',
  'blood_pressure_methods',
  'height_methods',
  'weight_methods',
  'heart_rhythms',
  'heart_rhythm_types',
  'palpation_locations',
  'pulse_strengths',
  'respiration_types',
  'respiration_rhythms',
  'blood_pressure_sides',
  // referrals and diagnostics
  'referral_types',
  'referral_priorities',
  'referral_tests',
  'research_types',
  // prescriptions
  'medications',
  'units',
  'frequency_units',
  'prescription_dosage_forms',
  'delivery_forms',
  'medication_repeat_dates',
  // vaccinations
  'vaccines',
  'dosage_forms',
  'route_identifiers',
  'route_texts',
  'administered_sites',
  'side_effects_types',
  'side_effects_outcomes',
  'side_effects_statuses',
  'severities',
  'organizations',
] as const;
export type ReferenceCatalogueName = (typeof REFERENCE_CATALOGUE_NAMES)[number];

/** Lists kept per practice: employers (added by users) and physicians (the practice's users). */
export const PRACTICE_CATALOGUE_NAMES = ['employers', 'physicians'] as const;
export type PracticeCatalogueName = (typeof PRACTICE_CATALOGUE_NAMES)[number];

export const CATALOGUE_NAMES = [...REFERENCE_CATALOGUE_NAMES, ...PRACTICE_CATALOGUE_NAMES] as const;
export type CatalogueName = (typeof CATALOGUE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(CATALOGUE_NAMES);
export function isCatalogueName(name: string): name is CatalogueName {
  return NAMES.has(name);
}

/**
 * Catalogues answered by routes of their own under the same path (catalogue/employers/,
 * catalogue/medications/, catalogue/referral_tests/), in shapes of their own: GET catalogue/{name}/
 * must never be asked for them (issue 22 §6: the Logs asked it for 'medications' and got the
 * formulary, which misfits the catalogue item schema at 0.parent).
 */
export const OWN_ROUTE_CATALOGUE_NAMES = ['employers', 'medications', 'referral_tests'] as const satisfies readonly CatalogueName[];
const OWN_ROUTE: ReadonlySet<string> = new Set(OWN_ROUTE_CATALOGUE_NAMES);
/** Whether GET catalogue/{name}/ answers this name as catalogue items. */
export function isCatalogueItemsName(name: string): boolean {
  return NAMES.has(name) && !OWN_ROUTE.has(name);
}

/**
 * Result bounds. `whole`: a reference catalogue asked for without parent or search comes whole,
 * never cut short (the ICPC picker filters the full list in the browser); the data is shipped with
 * the code, and a unit test keeps every catalogue within this bound. `list`: a parent's items and
 * a practice's lists. `search`: a search's matches.
 */
export const CATALOGUE_LIMITS = { whole: 2000, list: 500, search: 50 } as const;

// One shape for every item. id is the item's code for reference catalogues (stable across
// deployments and reloads), a ULID for employers and the user id for physicians. parent is the
// parent's code (addresses -> resort, resort -> district, insurance type -> company, ...).
export const catalogueItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  parent_id: z.string().nullable(),
  parent_name: z.string().nullable(),
  /** ICPC: the component (symptoms/complaints, ..., diagnoses/diseases) and its colour. */
  tag: z.string().optional(),
  color: z.string().optional(),
  /** Genders: a symbol the patient label shows. */
  icon: z.string().optional(),
  abbreviation: z.string().optional(),
  /** Procedure types: the tariff list (SZF or SURVAM) and the tariff in SRD. */
  resource: z.enum(['SZF', 'SURVAM']).optional(),
  tariff: z.number().optional(),
  /** Medications: strength and dosage form; ATC code (also on drug allergy codes, for the allergy check). */
  strength: z.string().optional(),
  form: z.string().optional(),
  atc: z.string().optional(),
  /** Result or measurement unit. */
  unit: z.string().optional(),
  /** Vaccines: CVX code and whether the vaccine is in the national programme. */
  cvx: z.string().optional(),
  programme: z.boolean().optional(),
  /** The code system when it is a standard one (SNOMED CT, ISO 3166, HL7, ICPC-2). */
  system: z.string().optional(),
  /** Physicians: the username (e-mail) their calendar is addressed by (spec 1 §2 planning/physicians/{username}). */
  username: z.string().optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export const catalogueListSchema = z.array(catalogueItemSchema);

/** An entry of a reference data module: the item without what the loader derives. */
export type CatalogueEntry = Omit<CatalogueItem, 'id' | 'parent' | 'parent_id' | 'parent_name'> & { parent?: string };

export const catalogueNameParams = z.object({ name: typed(z.string().max(64)) });
const searchTerm = typed(z.string().trim().max(100, 'Ensure this field has no more than 100 characters.'));
/** parent: items whose parent code matches; an empty parent asks for the top-level items. */
export const catalogueQuery = z.object({
  parent: typed(z.string().trim().max(64, 'Ensure this field has no more than 64 characters.')).optional(),
  search: searchTerm.optional(),
});
export const searchQuery = z.object({ search: searchTerm.optional() });

export const medicationSchema = catalogueItemSchema.pick({ id: true, code: true, name: true, strength: true, form: true, atc: true });
export const medicationListSchema = z.array(medicationSchema);

// Employers (spec 2 §3: id, code, name), a practice list.
const required = (max: number) => typed(z.string().trim().min(1, 'This field is required.').max(max, `Ensure this field has no more than ${max} characters.`));
export const employerSchema = z.object({ id: ulid, code: z.string().nullable(), name: z.string(), consistency_token: z.string() });
export type Employer = z.infer<typeof employerSchema>;
export const employerListSchema = z.array(employerSchema);
export const employerCreateSchema = z.object({
  name: required(80),
  code: typed(z.string().trim().max(20, 'Ensure this field has no more than 20 characters.')).nullable().optional(),
});
export const employerDeleteQuery = z.object({ consistency_token: requestToken.optional() });
export const employerIdParams = z.object({ id: ulid });

// Catalogue defaults: per user, catalogue name -> the chosen item's id; they prefill forms.
export const catalogueDefaultsSchema = z.object({
  defaults: z.record(z.string(), z.string()),
  /** null until the user first saves defaults. */
  consistency_token: z.string().nullable(),
});
export type CatalogueDefaults = z.infer<typeof catalogueDefaultsSchema>;
export const catalogueDefaultsUpdateSchema = z.object({
  defaults: z
    .record(typed(z.string().max(64)), typed(z.string().trim().min(1, 'This field is required.').max(64)))
    .refine((d) => Object.keys(d).length <= CATALOGUE_NAMES.length, 'One default per catalogue at most.'),
  consistency_token: typed(z.string().max(200)).nullable().default(null),
});
