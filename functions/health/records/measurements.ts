import { measurementsKind } from '@praktijk/shared/record-kinds';
import { bodyMassIndex, toCentimetres, toKilograms } from '@praktijk/shared/records/health-units';
import { type MeasurementFields, MEASUREMENTS_REFERENCES } from '@praktijk/shared/records/measurements';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { recordOperations } from '../../records/operations';
import { dateOf, full, nameOf, type StoredHealthRecord } from '../../records/shown-records';

export type StoredMeasurements = StoredHealthRecord & MeasurementFields;

/** Height in cm, weight in kg and BMI of a record, whatever units it was taken in (charts and BMI read these). */
export function normalised(m: MeasurementFields) {
  const heightCm = toCentimetres(m.height, m.height_unit);
  const weightKg = toKilograms(m.weight, m.weight_unit);
  return { heightCm, weightKg, bmi: bodyMassIndex(heightCm, weightKg) };
}

/** Spec 2 §3 "Measurements" display: height and weight as taken, BMI, the rest in their fixed units (spec 2 §9). */
export function showMeasurements(m: StoredMeasurements) {
  return {
    ...m,
    measurement_date: dateOf(measurementsKind, m),
    height_full: full(m.height, m.height_unit, nameOf(m, 'height_method_id')),
    weight_full: full(m.weight, m.weight_unit, nameOf(m, 'weight_method_id')),
    bmi: normalised(m).bmi,
    waist_full: full(m.waist, 'cm'),
    hip_full: full(m.hip, 'cm'),
    glucose_full: full(m.glucose, 'mmol/L'),
    hba1c_full: full(m.hba1c, 'mmol/mol'),
    egfr_full: full(m.egfr, 'mL/min/1.73m2'),
  };
}

export const measurementsOperations = recordOperations(measurementsKind, {
  async enrich(fields) {
    return { names: namesOf(await readReferences(fields, MEASUREMENTS_REFERENCES)) };
  },
  async show(records) {
    return records.map((r) => showMeasurements(r as StoredMeasurements));
  },
});
