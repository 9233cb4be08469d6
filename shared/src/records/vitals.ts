import * as z from 'zod';
import { anyOf, can } from '../routes/define';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, TAKEN_AT_LABEL } from './kind';
import { administrativeDatetime, hasAnyValue, measurementNumber, optionalRef, wholeNumber } from './health-fields';

// Vital functions (spec 2 §3 "Vitals", §4, §5): temperature and how it was taken, heart rhythm,
// pulse, respiration, two blood-pressure readings and saturation, as a nurse measures them at the
// desk or a physician in a consultation. Listed newest first by when they were taken, 5 a page.
const readings = {
  temperature: measurementNumber('temperature', { min: 25, max: 45 }),
  pulse_rate: wholeNumber('pulse rate', { max: 300 }),
  respiration_rate: wholeNumber('respiration rate', { max: 120 }),
  blood_pressure_systolic: wholeNumber('systolic blood pressure', { max: 300 }),
  blood_pressure_diastolic: wholeNumber('diastolic blood pressure', { max: 250 }),
  blood_pressure_2_systolic: wholeNumber('second systolic blood pressure', { max: 300 }),
  blood_pressure_2_diastolic: wholeNumber('second diastolic blood pressure', { max: 250 }),
  saturation: measurementNumber('saturation', { max: 100 }),
};
/** The fields that hold a reading (a record needs at least one). */
export const VITAL_READINGS = Object.keys(readings) as (keyof typeof readings)[];

export const VITALS_REFERENCES = {
  heart_rhythm_id: 'heart_rhythms',
  heart_rhythm_type_id: 'heart_rhythm_types',
  palpation_location_id: 'palpation_locations',
  temperature_method_id: 'temperature_methods',
  pulse_strength_id: 'pulse_strengths',
  pulse_rate_method_id: 'pulse_rate_methods',
  respiration_type_id: 'respiration_types',
  respiration_rhythm_id: 'respiration_rhythms',
  blood_pressure_systolic_method_id: 'blood_pressure_methods',
  blood_pressure_diastolic_method_id: 'blood_pressure_methods',
  blood_pressure_side_id: 'blood_pressure_sides',
  blood_pressure_2_systolic_method_id: 'blood_pressure_methods',
  blood_pressure_2_diastolic_method_id: 'blood_pressure_methods',
  blood_pressure_2_side_id: 'blood_pressure_sides',
} as const;

const vitalsFields = z.object({
  ...readings,
  heart_rhythm_id: optionalRef,
  heart_rhythm_type_id: optionalRef,
  palpation_location_id: optionalRef,
  temperature_method_id: optionalRef,
  pulse_strength_id: optionalRef,
  pulse_rate_method_id: optionalRef,
  respiration_type_id: optionalRef,
  respiration_rhythm_id: optionalRef,
  blood_pressure_systolic_method_id: optionalRef,
  blood_pressure_diastolic_method_id: optionalRef,
  blood_pressure_side_id: optionalRef,
  blood_pressure_2_systolic_method_id: optionalRef,
  blood_pressure_2_diastolic_method_id: optionalRef,
  blood_pressure_2_side_id: optionalRef,
  administrative_datetime: administrativeDatetime,
});
export type VitalsFields = z.output<typeof vitalsFields>;

export const VITALS_EMPTY = 'Enter at least one vital function.';
export const SECOND_READING_FIRST = 'Enter the first reading before the second.';
export const SYSTOLIC_ABOVE_DIASTOLIC = 'The systolic pressure must be higher than the diastolic pressure.';

/** The rules across fields (spec 2 §4: the second reading only after the first), also checked by the form. */
export function checkVitals(v: VitalsFields, issue: (field: string, message: string) => void): void {
  if (!hasAnyValue(v, VITAL_READINGS) && !hasAnyValue(v, ['heart_rhythm_id'])) issue('non_field_errors', VITALS_EMPTY);
  if (v.blood_pressure_2_systolic !== null && v.blood_pressure_systolic === null) issue('blood_pressure_2_systolic', SECOND_READING_FIRST);
  if (v.blood_pressure_2_diastolic !== null && v.blood_pressure_diastolic === null) issue('blood_pressure_2_diastolic', SECOND_READING_FIRST);
  const above = (sys: number | null, dia: number | null) => sys === null || dia === null || sys > dia;
  if (!above(v.blood_pressure_systolic, v.blood_pressure_diastolic)) issue('blood_pressure_diastolic', SYSTOLIC_ABOVE_DIASTOLIC);
  if (!above(v.blood_pressure_2_systolic, v.blood_pressure_2_diastolic)) issue('blood_pressure_2_diastolic', SYSTOLIC_ABOVE_DIASTOLIC);
}

const text = z.string().nullable();
const schemas = clinicalRecordSchemas({
  fields: vitalsFields,
  shown: z.object({
    /** When taken: administrative_datetime, else when recorded (practice wall clock, YYYY-MM-DDTHH:mm). */
    vitals_date: z.string(),
    temperature_full: text,
    heart_rhythm_full: text,
    pulse_rate_full: text,
    respiration_rate_full: text,
    blood_pressure_full: text,
    blood_pressure_2_full: text,
    blood_pressure_systolic_average: z.number().nullable(),
    blood_pressure_diastolic_average: z.number().nullable(),
    saturation_full: text,
  }),
  refine: (v, ctx) => checkVitals(v, (field, message) => ctx.addIssue({ code: 'custom', path: field === 'non_field_errors' ? [] : [field], message })),
});

export const vitalsKind = defineRecordKind({
  model: 'vitals',
  label: 'Vital functions',
  permission: 'vitals',
  prefix: 'VITALS',
  resource: 'health',
  labels: {
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
    ...TAKEN_AT_LABEL,
    ...CLINICAL_NOTE_LABEL,
  },
  sample: { temperature: '37,2', temperature_method_id: 'TMP-OR', pulse_rate: '72', blood_pressure_systolic: 128, blood_pressure_diastolic: 82 },
  schemas,
  paged: { by: 'administrative_datetime' },
  deleteRule: 'authorOrPermission',
  routes: {
    list: {
      operation: 'listVitals',
      path: '/api/patients/{id}/vitals/',
      access: can('view', 'vitals'),
      summary: "A page of the patient's vital functions, newest first.",
    },
    create: { operation: 'createVitals', path: '/api/health/vitals/', access: can('add', 'vitals'), summary: 'Records vital functions in a consultation.' },
    administration: {
      operation: 'createVitalsOutsideConsultation',
      path: '/api/patients/administration/{id}/vitals/',
      access: can('add', 'vitals'),
      summary: 'Records vital functions of a patient outside a consultation.',
    },
    delete: {
      operation: 'deleteVitals',
      path: '/api/health/vitals/{id}/',
      access: anyOf(can('delete', 'vitals'), can('add', 'vitals')),
      summary: 'Removes vital functions (their author, or a user who may delete them).',
    },
  },
  unique: [],
});
