import { type FieldLabel } from './field-labels';

// Manage > Logs labels of the Health tab's records (issue 12): the words their forms show, and
// the catalogue each reference points into, so a log line reads 'Temperature method: Oral'.
const decursus = { decursus: { label: 'Consultation note' } };
const taken = { administrative_datetime: { label: 'Date/Time' } };

export const BLOODTYPE_FIELD_LABELS = { type_id: { label: 'Type', catalogue: 'blood_types' }, ...decursus } as const satisfies Record<string, FieldLabel>;

export const VITALS_FIELD_LABELS = {
  temperature: { label: 'Temperature' },
  temperature_method_id: { label: 'Temperature method', catalogue: 'temperature_methods' },
  heart_rhythm_id: { label: 'Heart rhythm', catalogue: 'heart_rhythms' },
  heart_rhythm_type_id: { label: 'Heart rhythm type', catalogue: 'heart_rhythm_types' },
  palpation_location_id: { label: 'Palpation location', catalogue: 'palpation_locations' },
  pulse_rate: { label: 'Pulse rate' },
  pulse_strength_id: { label: 'Pulse strength', catalogue: 'pulse_strengths' },
  pulse_rate_method_id: { label: 'Pulse rate method', catalogue: 'pulse_rate_methods' },
  respiration_rate: { label: 'Respiration rate' },
  respiration_type_id: { label: 'Respiration type', catalogue: 'respiration_types' },
  respiration_rhythm_id: { label: 'Respiration rhythm', catalogue: 'respiration_rhythms' },
  blood_pressure_systolic: { label: 'BP systolic' },
  blood_pressure_systolic_method_id: { label: 'BP systolic method', catalogue: 'blood_pressure_methods' },
  blood_pressure_diastolic: { label: 'BP diastolic' },
  blood_pressure_diastolic_method_id: { label: 'BP diastolic method', catalogue: 'blood_pressure_methods' },
  blood_pressure_side_id: { label: 'BP side', catalogue: 'blood_pressure_sides' },
  blood_pressure_2_systolic: { label: 'BP systolic (second reading)' },
  blood_pressure_2_systolic_method_id: { label: 'BP systolic method (second reading)', catalogue: 'blood_pressure_methods' },
  blood_pressure_2_diastolic: { label: 'BP diastolic (second reading)' },
  blood_pressure_2_diastolic_method_id: { label: 'BP diastolic method (second reading)', catalogue: 'blood_pressure_methods' },
  blood_pressure_2_side_id: { label: 'BP side (second reading)', catalogue: 'blood_pressure_sides' },
  saturation: { label: 'Saturation' },
  ...taken,
  ...decursus,
} as const satisfies Record<string, FieldLabel>;

export const MEASUREMENTS_FIELD_LABELS = {
  height: { label: 'Height' },
  height_unit: { label: 'Height unit' },
  height_method_id: { label: 'Height method', catalogue: 'height_methods' },
  weight: { label: 'Weight' },
  weight_unit: { label: 'Weight unit' },
  weight_method_id: { label: 'Weight method', catalogue: 'weight_methods' },
  waist: { label: 'Waist' },
  hip: { label: 'Hip' },
  glucose: { label: 'Glucose' },
  hba1c: { label: 'HbA1c' },
  egfr: { label: 'eGFR' },
  ...taken,
  ...decursus,
} as const satisfies Record<string, FieldLabel>;

export const ATTEST_FIELD_LABELS = {
  company_name: { label: 'Company' },
  days: { label: 'Days' },
  from_date: { label: 'From', date: true },
  until_date: { label: 'Until', date: true },
  dates: { label: 'Dates' },
  ...taken,
  ...decursus,
} as const satisfies Record<string, FieldLabel>;

export const ALLERGY_FIELD_LABELS = {
  allergy_type_id: { label: 'Type', catalogue: 'allergy_types' },
  allergy_code_id: { label: 'Allergy', catalogue: 'allergy_codes' },
  allergy_severity_id: { label: 'Severity', catalogue: 'allergy_severities' },
  reaction: { label: 'Reaction' },
  identification_date: { label: 'ID Date', date: true },
  ...decursus,
} as const satisfies Record<string, FieldLabel>;

export const VACCINATION_FIELD_LABELS = {
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
  ...decursus,
} as const satisfies Record<string, FieldLabel>;

/** Prescriptions (issue 13 §1): the add form's words, and what a stop, a repeat and an allergy override store. */
export const PRESCRIPTION_FIELD_LABELS = {
  medication_id: { label: 'Medication', catalogue: 'medications' },
  other: { label: 'Other medication' },
  full_medication: { label: 'Full medication' },
  is_chronic: { label: 'Chronic', flag: true },
  repeat_prescription: { label: 'Repeat prescription' },
  repeat_date_id: { label: 'Repeat every', catalogue: 'medication_repeat_dates' },
  strength: { label: 'Strength' },
  unit_id: { label: 'Unit', catalogue: 'units' },
  frequency_usage: { label: 'Frequency' },
  frequency_unit_id: { label: 'Frequency unit', catalogue: 'frequency_units' },
  dosage_amount: { label: 'Dosage amount' },
  dosage_form_id: { label: 'Dosage form', catalogue: 'prescription_dosage_forms' },
  amount_of_time: { label: 'Amount of time' },
  delivery_form_id: { label: 'Delivery form', catalogue: 'delivery_forms' },
  instructions: { label: 'Instructions' },
  prescription_date: { label: 'Prescription date' },
  allergy_acknowledged: { label: 'Allergy warning acknowledged', flag: true },
  medication_stopped: { label: 'Stopped', flag: true },
  stoppage_reason: { label: 'Stoppage reason' },
  stoppage_date_time: { label: 'Stoppage date/time' },
  is_repeated: { label: 'Repeated', flag: true },
  repeat_of: { label: 'Repeat of' },
  repeat_ids: { label: 'Repeats' },
  ...taken,
  ...decursus,
} as const satisfies Record<string, FieldLabel>;

/** Diagnostic referrals (issue 13 §5): the form's words; a test row and the document show by name (web log-format). */
export const LAB_FIELD_LABELS = {
  type_id: { label: 'Type', catalogue: 'referral_types' },
  priority_id: { label: 'Priority', catalogue: 'referral_priorities' },
  tests: { label: 'Tests', catalogue: 'referral_tests' },
  diagnostics_tests: { label: 'Tests and results' },
  document: { label: 'Result document' },
  ...taken,
  ...decursus,
} as const satisfies Record<string, FieldLabel>;
