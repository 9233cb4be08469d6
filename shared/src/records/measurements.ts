import * as z from 'zod';
import { anyOf, can } from '../routes/define';
import { administrativeDatetime, hasAnyValue, maxMessage, measurementNumber, minMessage, optionalRef } from './health-fields';
import { CM_PER, HEIGHT_CM_BOUNDS, HEIGHT_UNITS, KG_PER, toCentimetres, toKilograms, WEIGHT_KG_BOUNDS, WEIGHT_UNITS } from './health-units';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, TAKEN_AT_LABEL } from './kind';

// Measurements (spec 2 §3 "Measurements", §5, §9): height and weight in the unit they were taken
// in, waist, hip, glucose, HbA1c and eGFR. BMI is computed from height and weight normalised to
// cm and kg (health-units.ts). Listed newest first by when they were taken, 5 a page.
const values = {
  height: measurementNumber('height', { max: 1000 }),
  weight: measurementNumber('weight', { max: 700_000 }),
  waist: measurementNumber('waist', { max: 300 }),
  hip: measurementNumber('hip', { max: 300 }),
  glucose: measurementNumber('glucose', { max: 100 }),
  hba1c: measurementNumber('hba1c', { max: 300 }),
  egfr: measurementNumber('egfr', { max: 250 }),
};
export const MEASUREMENT_VALUES = Object.keys(values) as (keyof typeof values)[];

export const MEASUREMENTS_REFERENCES = { height_method_id: 'height_methods', weight_method_id: 'weight_methods' } as const;

const measurementFields = z.object({
  ...values,
  height_unit: z.enum(HEIGHT_UNITS, { error: 'Select a valid choice.' }).default('cm'),
  height_method_id: optionalRef,
  weight_unit: z.enum(WEIGHT_UNITS, { error: 'Select a valid choice.' }).default('kg'),
  weight_method_id: optionalRef,
  administrative_datetime: administrativeDatetime,
});
export type MeasurementFields = z.output<typeof measurementFields>;

export const MEASUREMENTS_EMPTY = 'Enter at least one measurement.';

/** The rules across fields: something measured, and height and weight plausible once in cm and kg (a height of 180 in metres is a typo). */
export function checkMeasurements(m: MeasurementFields, issue: (field: string, message: string) => void): void {
  if (!hasAnyValue(m, MEASUREMENT_VALUES)) issue('non_field_errors', MEASUREMENTS_EMPTY);
  const cm = toCentimetres(m.height, m.height_unit);
  if (cm !== null && cm > HEIGHT_CM_BOUNDS.max) issue('height', maxMessage(round(HEIGHT_CM_BOUNDS.max / unitCm(m.height_unit))));
  if (cm !== null && cm < HEIGHT_CM_BOUNDS.min) issue('height', minMessage(round(HEIGHT_CM_BOUNDS.min / unitCm(m.height_unit))));
  const kg = toKilograms(m.weight, m.weight_unit);
  if (kg !== null && kg > WEIGHT_KG_BOUNDS.max) issue('weight', maxMessage(round(WEIGHT_KG_BOUNDS.max / unitKg(m.weight_unit))));
  if (kg !== null && kg < WEIGHT_KG_BOUNDS.min) issue('weight', minMessage(round(WEIGHT_KG_BOUNDS.min / unitKg(m.weight_unit))));
}
// The exact factors: toKilograms(1, 'lb') is rounded to 0.454 and would name 1431.72 lb where 1433 lb is still taken.
const unitCm = (unit: MeasurementFields['height_unit']) => CM_PER[unit];
const unitKg = (unit: MeasurementFields['weight_unit']) => KG_PER[unit];
const round = (value: number) => Math.round(value * 100) / 100;

const text = z.string().nullable();
const schemas = clinicalRecordSchemas({
  fields: measurementFields,
  shown: z.object({
    measurement_date: z.string(),
    height_full: text,
    weight_full: text,
    bmi: z.number().nullable(),
    waist_full: text,
    hip_full: text,
    glucose_full: text,
    hba1c_full: text,
    egfr_full: text,
  }),
  refine: (m, ctx) => checkMeasurements(m, (field, message) => ctx.addIssue({ code: 'custom', path: field === 'non_field_errors' ? [] : [field], message })),
});

export const measurementsKind = defineRecordKind({
  model: 'measurements',
  label: 'Measurements',
  permission: 'measurements',
  prefix: 'MEASUREMENTS',
  resource: 'health',
  labels: {
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
    ...TAKEN_AT_LABEL,
    ...CLINICAL_NOTE_LABEL,
  },
  sample: { height: 178, height_unit: 'cm', weight: '81,5', weight_unit: 'kg', waist: 92 },
  schemas,
  paged: { by: 'administrative_datetime' },
  deleteRule: 'authorOrPermission',
  routes: {
    list: {
      operation: 'listMeasurements',
      path: '/api/patients/{id}/measurements/',
      access: can('view', 'measurements'),
      summary: "A page of the patient's measurements, newest first.",
    },
    create: {
      operation: 'createMeasurements',
      path: '/api/health/measurements/',
      access: can('add', 'measurements'),
      summary: 'Records measurements in a consultation.',
    },
    administration: {
      operation: 'createMeasurementsOutsideConsultation',
      path: '/api/patients/administration/{id}/measurements/',
      access: can('add', 'measurements'),
      summary: 'Records measurements of a patient outside a consultation.',
    },
    delete: {
      operation: 'deleteMeasurements',
      path: '/api/health/measurements/{id}/',
      access: anyOf(can('delete', 'measurements'), can('add', 'measurements')),
      summary: 'Removes measurements (their author, or a user who may delete them).',
    },
  },
  unique: [],
});
