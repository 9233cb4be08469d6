import { type z } from 'zod';
import { historyKind, type LOG_MODELS, RECORD_KINDS } from '../record-kinds';
import { type FieldLabel } from './field-label';
import { type patientFieldsSchema } from './patients';

export { type FieldLabel } from './field-label';

// The labels of the patient's fields and of its records' fields, declared once beside their
// schemas: Manage > Logs names a changed field by the label its form shows, and a reference by
// the catalogue (or the patient) it points into (field-label.ts).

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

type LogModel = (typeof LOG_MODELS)[number]['model'];
type KindModel = (typeof RECORD_KINDS)[number]['model'];

/**
 * The labels by the audit log's model name: every record kind's from its declaration (where
 * `labels` is required), and those of the models that are not kinds, typed by LOG_MODELS: a model
 * Manage > Logs can show without labels fails the typecheck. A draft is labelled as its note.
 */
const OTHER_MODEL_LABELS = {
  patient: { ...PATIENT_FIELD_LABELS, ...PATIENT_STORED_LABELS },
  consultation: CONSULTATION_FIELD_LABELS,
  decursus: DECURSUS_FIELD_LABELS,
  episode: EPISODE_FIELD_LABELS,
  decursus_draft: DECURSUS_FIELD_LABELS,
  history_draft: historyKind.labels,
} satisfies Record<Exclude<LogModel, KindModel>, Readonly<Record<string, FieldLabel>>>;

type ModelLabels = Readonly<Record<string, FieldLabel>>;
const FIELD_LABELS_BY_MODEL = new Map<string, ModelLabels>([
  ...RECORD_KINDS.map((kind): [string, ModelLabels] => [kind.model, kind.labels]),
  ...Object.entries<ModelLabels>(OTHER_MODEL_LABELS),
]);
/** A field's label in a model; a field without one (a new field, a stored detail) keeps its name in words. */
export function fieldLabel(model: string, field: string): FieldLabel {
  return (
    FIELD_LABELS_BY_MODEL.get(model)?.[field] ?? {
      label: field
        .replace(/_id$/, '')
        .replace(/_/g, ' ')
        .replace(/^./, (c) => c.toUpperCase()),
    }
  );
}
