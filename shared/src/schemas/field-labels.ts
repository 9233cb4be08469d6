import { type z } from 'zod';
import { type insuranceFieldsSchema } from '../records/insurance';
import {
  ALLERGY_FIELD_LABELS,
  ATTEST_FIELD_LABELS,
  BLOODTYPE_FIELD_LABELS,
  LAB_FIELD_LABELS,
  MEASUREMENTS_FIELD_LABELS,
  PRESCRIPTION_FIELD_LABELS,
  VACCINATION_FIELD_LABELS,
  VITALS_FIELD_LABELS,
} from './health-field-labels';
import { type patientFieldsSchema } from './patients';

// The labels of the patient's fields and of its records' fields, declared once beside their
// schemas: Manage > Logs names a changed field by the label its form shows, and a reference by
// the catalogue (or the patient) it points into. `catalogue` names a reference catalogue whose
// item names replace the stored ids; `patient` marks a field that holds another patient's id.
export interface FieldLabel {
  label: string;
  catalogue?: string;
  patient?: true;
  /** A yes/no field: shown as Yes or No. */
  flag?: true;
  /** An ISO date: shown DD-MM-YYYY. */
  date?: true;
}

type Labels<Fields extends string> = Record<Fields, FieldLabel>;

export const PATIENT_FIELD_LABELS = {
  primary_physician_id: { label: 'Related physician' },
  title_id: { label: 'Title', catalogue: 'titles' },
  first_name: { label: 'First name' },
  surname: { label: 'Surname' },
  date_of_birth: { label: 'Date of birth', date: true },
  birth_place: { label: 'Birth place' },
  profession: { label: 'Profession' },
  employer: { label: 'Employer' },
  marital_status_id: { label: 'Marital status', catalogue: 'marital_statuses' },
  address_id: { label: 'Address', catalogue: 'addresses' },
  address_number: { label: 'Address number' },
  address_alternate: { label: 'Alternate address' },
  district_id: { label: 'District', catalogue: 'districts' },
  resort_id: { label: 'Resort', catalogue: 'resorts' },
  biological_gender_id: { label: 'Biological gender', catalogue: 'biological_genders' },
  identified_gender_id: { label: 'Identified gender', catalogue: 'identified_genders' },
  ethnicity_id: { label: 'Ethnicity', catalogue: 'ethnicities' },
  proclaimed_ethnicity_id: { label: 'Proclaimed ethnicity', catalogue: 'ethnicities' },
  nationality_id: { label: 'Nationality', catalogue: 'nationalities' },
  twin: { label: 'Twin', flag: true },
  id_number: { label: 'ID number' },
  id_type_id: { label: 'ID type', catalogue: 'identification_types' },
  local_foreigner: { label: 'Is Foreigner', flag: true },
  phone_landline: { label: 'Landline phone' },
  phone_mobile: { label: 'Mobile phones' },
  email: { label: 'Email' },
  deceased_indicator: { label: 'Deceased', flag: true },
  deceased_date: { label: 'Deceased date', date: true },
  testpatient: { label: 'Test patient', flag: true },
  disability_ids: { label: 'Disabilities', catalogue: 'disabilities' },
  contact_first_name: { label: 'Contact first name' },
  contact_surname: { label: 'Contact surname' },
  contact_phone_mobile: { label: 'Contact mobile phone' },
  contact_relation_id: { label: 'Contact relation', catalogue: 'contact_relations' },
} as const satisfies Labels<keyof z.input<typeof patientFieldsSchema>>;

/** Stored with the patient besides its form's fields (the internal number shows read-only on the form). */
export const PATIENT_STORED_LABELS = {
  blocked: { label: 'Deactivated', flag: true },
  internal_number: { label: 'Internal number' },
} as const satisfies Record<string, FieldLabel>;

export const INSURANCE_FIELD_LABELS = {
  is_primary: { label: 'Primary', flag: true },
  is_active: { label: 'Is active', flag: true },
  company_id: { label: 'Company', catalogue: 'insurance_companies' },
  type_id: { label: 'Type', catalogue: 'insurance_types' },
  number: { label: 'Number' },
  effective_date: { label: 'Effective date', date: true },
  expiry_date: { label: 'Expiry date', date: true },
} as const satisfies Labels<keyof z.input<typeof insuranceFieldsSchema> | 'is_primary'>;

export const RELATION_FIELD_LABELS = {
  to_patient: { label: 'Patient', patient: true },
  relation_id: { label: 'Relation', catalogue: 'relation_types' },
} as const satisfies Record<string, FieldLabel>;

export const MEMO_FIELD_LABELS = { description: { label: 'Description' } } as const satisfies Record<string, FieldLabel>;

export const HISTORY_FIELD_LABELS = {
  description: { label: 'Description' },
  icpc_ids: { label: 'ICPC codes', catalogue: 'icpc_codes' },
} as const satisfies Record<string, FieldLabel>;

export const CONSULTATION_FIELD_LABELS = {
  reason_type: { label: 'Reason type' },
  reason: { label: 'Reason' },
  is_walkin: { label: 'Walk-in', flag: true },
  insurance: { label: 'Insurance' },
  arrived: { label: 'Arrived', flag: true },
  processed: { label: 'Treated', flag: true },
  episode: { label: 'Episode' },
} as const satisfies Record<string, FieldLabel>;

export const DECURSUS_FIELD_LABELS = {
  subjective: { label: 'Subjective' },
  objective: { label: 'Objective' },
  evaluation: { label: 'Evaluation' },
  policy: { label: 'Policy' },
  comments: { label: 'Comments' },
  icpc_subjective_id: { label: 'ICPC subjective', catalogue: 'icpc_codes' },
  icpc_evaluation_id: { label: 'ICPC evaluation', catalogue: 'icpc_codes' },
  episode: { label: 'Episode' },
} as const satisfies Record<string, FieldLabel>;

export const EPISODE_FIELD_LABELS = {
  name: { label: 'Name' },
  icpc_id: { label: 'ICPC code', catalogue: 'icpc_codes' },
  active: { label: 'Active', flag: true },
  bookmarked: { label: 'Bookmarked', flag: true },
  sort_order: { label: 'Position' },
  start: { label: 'Started', date: true },
  end: { label: 'Closed', date: true },
  merged_into: { label: 'Merged into' },
} as const satisfies Record<string, FieldLabel>;

/** The labels by the audit log's model name (LOG_MODELS). */
export const FIELD_LABELS_BY_MODEL: Record<string, Record<string, FieldLabel>> = {
  patient: { ...PATIENT_FIELD_LABELS, ...PATIENT_STORED_LABELS },
  insurance: INSURANCE_FIELD_LABELS,
  relation: RELATION_FIELD_LABELS,
  memo: MEMO_FIELD_LABELS,
  history: HISTORY_FIELD_LABELS,
  consultation: CONSULTATION_FIELD_LABELS,
  decursus: DECURSUS_FIELD_LABELS,
  episode: EPISODE_FIELD_LABELS,
  bloodtype: BLOODTYPE_FIELD_LABELS,
  vitals: VITALS_FIELD_LABELS,
  measurements: MEASUREMENTS_FIELD_LABELS,
  attest: ATTEST_FIELD_LABELS,
  allergy: ALLERGY_FIELD_LABELS,
  vaccination: VACCINATION_FIELD_LABELS,
  prescription: PRESCRIPTION_FIELD_LABELS,
  lab: LAB_FIELD_LABELS,
};

/** A field's label in a model; a field without one (a new field, a stored detail) keeps its name in words. */
export function fieldLabel(model: string, field: string): FieldLabel {
  return (
    FIELD_LABELS_BY_MODEL[model]?.[field] ?? {
      label: field
        .replace(/_id$/, '')
        .replace(/_/g, ' ')
        .replace(/^./, (c) => c.toUpperCase()),
    }
  );
}
