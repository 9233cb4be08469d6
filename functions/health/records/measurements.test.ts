import { measurementsKind } from '@praktijk/shared/record-kinds';
import { bodyMassIndex, toCentimetres, toKilograms } from '@praktijk/shared/records/health-units';
import { type MeasurementFields } from '@praktijk/shared/records/measurements';
import { describe, expect, it } from 'vitest';
import { normalised, showMeasurements, type StoredMeasurements } from './measurements';

// Spec 2 §3 "Measurements" display and §9's units: height and weight as taken, BMI from them in cm and kg.
const stored = (body: Record<string, unknown>): StoredMeasurements => ({
  ...(measurementsKind.schemas.administration.parse(body) as MeasurementFields),
  id: '01JMEASURE0000000000000000',
  patient_id: '01JPATIENT0000000000000000',
  created: '2026-03-02T12:05:00.000Z',
  consistency_token: 't',
  decursus: null,
});

describe('normalised', () => {
  it('reads height and weight in cm and kg whatever they were taken in', () => {
    expect(normalised(stored({ height: 6, height_unit: 'ft', weight: 180, weight_unit: 'lb' }))).toEqual({
      heightCm: 182.88,
      weightKg: 81.647,
      bmi: bodyMassIndex(toCentimetres(6, 'ft'), toKilograms(180, 'lb')),
    });
    expect(normalised(stored({ height: 1.75, height_unit: 'm', weight: 70000, weight_unit: 'g' }))).toEqual({ heightCm: 175, weightKg: 70, bmi: 22.9 });
    expect(normalised(stored({ waist: 90 }))).toEqual({ heightCm: null, weightKg: null, bmi: null });
  });
});

describe('showMeasurements', () => {
  it('shows height and weight as taken, with how, BMI, and the rest in their fixed units', () => {
    const shown = showMeasurements({
      ...stored({
        height: 5.9,
        height_unit: 'ft',
        height_method_id: 'HT-STA',
        weight: 165,
        weight_unit: 'lb',
        waist: 88,
        hip: 101.5,
        glucose: 5.4,
        hba1c: 41,
        egfr: 90,
        administrative_datetime: '2026-02-10T10:00',
      }),
      names: { height_method_id: 'Stadiometer (standing)' },
    });
    expect(shown).toMatchObject({
      measurement_date: '2026-02-10T10:00',
      height_full: '5.9 ft (Stadiometer (standing))',
      weight_full: '165 lb',
      bmi: bodyMassIndex(toCentimetres(5.9, 'ft'), toKilograms(165, 'lb')),
      waist_full: '88 cm',
      hip_full: '101.5 cm',
      glucose_full: '5.4 mmol/L',
      hba1c_full: '41 mmol/mol',
      egfr_full: '90 mL/min/1.73m2',
    });
    expect(shown.bmi).toBe(23.1);
  });

  it('leaves BMI null without a height or a weight', () => {
    expect(showMeasurements(stored({ weight: 80 })).bmi).toBeNull();
    expect(showMeasurements(stored({ weight: 80 })).height_full).toBeNull();
  });
});
