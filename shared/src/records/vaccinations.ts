import * as z from 'zod';
import { anyOf, can } from '../routes/define';
import { requiredRef } from '../schemas/fields';
import { measurementNumber, namedRef, optionalRef, pastOrTodayPracticeDate } from './health-fields';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind } from './kind';

// Vaccinations (spec 2 §3 "Vaccination", §4, §5): the vaccine, its dosage form, route and site,
// side effects, the amount in ml, mg or IU, and the dates given. Listed newest first; the
// Treatments tab shows 10 a page (spec 2 §9).
export const VACCINATION_UNITS = ['ml', 'mg', 'IU'] as const;
export const VACCINATIONS_PAGE_SIZE = 10;

/** The catalogue each reference names (spec 2 §3 "Catalogues used"). The spec spells the route field `route_identifyer_id`. */
export const VACCINATION_REFERENCES = {
  vaccine_id: 'vaccines',
  dosage_form_id: 'dosage_forms',
  route_identifyer_id: 'route_identifiers',
  route_text_id: 'route_texts',
  administered_site_id: 'administered_sites',
  side_effects_type_id: 'side_effects_types',
  side_effects_outcome_id: 'side_effects_outcomes',
  organization_id: 'organizations',
} as const;

const vaccinationFields = z.object({
  vaccine_id: requiredRef,
  dosage_form_id: requiredRef,
  route_identifyer_id: optionalRef,
  route_text_id: requiredRef,
  administered_site_id: requiredRef,
  side_effects_type_id: optionalRef,
  side_effects_outcome_id: optionalRef,
  amount: measurementNumber('amount', { max: 1000 }),
  unit: z.enum(VACCINATION_UNITS, { error: 'Select a valid choice.' }).nullable().default(null),
  start: pastOrTodayPracticeDate.refine((v) => v !== null, 'This field is required.'),
  end: pastOrTodayPracticeDate,
  organization_id: optionalRef,
});
export type VaccinationFields = z.output<typeof vaccinationFields>;

export const END_BEFORE_START = 'The end date cannot be earlier than the start date.';
export const UNIT_WITHOUT_AMOUNT = 'Enter the amount this unit is of.';

export function checkVaccination(v: VaccinationFields, issue: (field: string, message: string) => void): void {
  if (v.start && v.end && v.end < v.start) issue('end', END_BEFORE_START);
  if (v.amount !== null && v.unit === null) issue('unit', 'This field is required.');
  if (v.amount === null && v.unit !== null) issue('amount', UNIT_WITHOUT_AMOUNT);
}

const schemas = clinicalRecordSchemas({
  fields: vaccinationFields,
  shown: z.object({
    vaccine: namedRef,
    dosage_form: namedRef,
    administered_site: namedRef,
    route_full: z.string().nullable(),
    amount_full: z.string().nullable(),
  }),
  refine: (v, ctx) => checkVaccination(v, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })),
});

export const vaccinationKind = defineRecordKind({
  model: 'vaccination',
  label: 'Vaccination',
  permission: 'vaccination',
  prefix: 'VACCINATION',
  resource: 'treatments',
  labels: {
    vaccine_id: { label: 'Vaccine', catalogue: 'vaccines' },
    dosage_form_id: { label: 'Dosage form', catalogue: 'dosage_forms' },
    route_identifyer_id: { label: 'Route', catalogue: 'route_identifiers' },
    route_text_id: { label: 'Route text', catalogue: 'route_texts' },
    administered_site_id: { label: 'Administered site', catalogue: 'administered_sites' },
    side_effects_type_id: { label: 'Side effects', catalogue: 'side_effects_types' },
    side_effects_outcome_id: { label: 'Side effects outcome', catalogue: 'side_effects_outcomes' },
    amount: { label: 'Amount' },
    unit: { label: 'Unit' },
    start: { label: 'Start Date', date: true },
    end: { label: 'End Date', date: true },
    organization_id: { label: 'Organization', catalogue: 'organizations' },
    ...CLINICAL_NOTE_LABEL,
  },
  sample: { vaccine_id: 'MMR', dosage_form_id: 'PWD-INJ', route_text_id: 'SC', administered_site_id: 'LA', amount: '0,5', unit: 'ml', start: '2026-01-12' },
  schemas,
  paged: { by: 'created', pageSize: VACCINATIONS_PAGE_SIZE },
  deleteRule: 'authorOrPermission',
  routes: {
    list: {
      operation: 'listVaccinations',
      path: '/api/patients/{id}/vaccinations/',
      access: can('view', 'vaccination'),
      summary: "A page of the patient's vaccinations, newest first.",
    },
    create: {
      operation: 'createVaccination',
      path: '/api/vaccinations/',
      access: can('add', 'vaccination'),
      summary: 'Records a vaccination in a consultation.',
    },
    administration: {
      operation: 'createVaccinationOutsideConsultation',
      path: '/api/patients/administration/{id}/vaccinations/',
      access: can('add', 'vaccination'),
      summary: 'Records a vaccination of a patient outside a consultation.',
    },
    delete: {
      operation: 'deleteVaccination',
      path: '/api/vaccinations/{id}/',
      access: anyOf(can('delete', 'vaccination'), can('add', 'vaccination')),
      summary: 'Removes a vaccination (its author, or a user who may delete vaccinations).',
    },
  },
  unique: [],
});
