import { allergyKind, attestKind, bloodTypeKind, measurementsKind, vitalsKind } from '@praktijk/shared/record-kinds';
import { MEASUREMENTS_REFERENCES } from '@praktijk/shared/records/measurements';
import { VITALS_REFERENCES } from '@praktijk/shared/records/vitals';
import { describe, expect, it } from 'vitest';
import * as health from '@praktijk/functions/catalogue/domain/data/health';
import { demoHealth } from './demo-health-plan';

// The demo Health records must pass the API's own rules and name real catalogue items, or the
// seed would fail at start (or show codes instead of names).
const NOW = new Date('2026-11-25T12:00:00Z');
const plans = Array.from({ length: 40 }, (_, i) => demoHealth(i, i % 7 !== 3, NOW));
const codes = (name: string) => new Set(((health as Record<string, { code: string }[]>)[name] ?? []).map((e) => e.code));

function expectKnown(record: Record<string, unknown>, references: Record<string, string>) {
  for (const [field, catalogue] of Object.entries(references)) {
    const id = record[field];
    if (typeof id === 'string') expect(codes(catalogue).has(id), `${field} ${id} in ${catalogue}`).toBe(true);
  }
}

describe('the demo health plan', () => {
  it('passes the schemas of every kind', () => {
    for (const plan of plans) {
      if (plan.bloodType) expect(bloodTypeKind.schemas.administration.safeParse({ type_id: plan.bloodType }).success).toBe(true);
      for (const v of plan.vitals) expect(vitalsKind.schemas.administration.safeParse(v).error).toBeUndefined();
      for (const m of plan.measurements) expect(measurementsKind.schemas.administration.safeParse(m).error).toBeUndefined();
      for (const a of plan.attests) expect(attestKind.schemas.administration.safeParse(a).error).toBeUndefined();
      for (const a of plan.allergies) expect(allergyKind.schemas.administration.safeParse(a).error).toBeUndefined();
    }
  });

  it('names catalogue items that exist, an allergen under its own type', () => {
    for (const plan of plans) {
      plan.vitals.forEach((v) => expectKnown(v, VITALS_REFERENCES));
      plan.measurements.forEach((m) => expectKnown(m, MEASUREMENTS_REFERENCES));
      if (plan.bloodType) expect(codes('blood_types').has(plan.bloodType)).toBe(true);
      for (const a of plan.allergies) {
        expectKnown(a, { allergy_type_id: 'allergy_types', allergy_severity_id: 'allergy_severities' });
        expect(health.allergy_codes.find((c) => c.code === a.allergy_code_id)?.parent).toBe(a.allergy_type_id);
      }
    }
  });

  it('gives the first patient a penicillin allergy and a blood pressure series to chart, children none', () => {
    expect(plans[0]!.allergies.map((a) => a.allergy_code_id)).toEqual(['DRUG-PEN']);
    expect(plans[0]!.vitals.length).toBeGreaterThanOrEqual(8);
    expect(demoHealth(0, false, NOW).vitals).toEqual([]);
    const dates = plans[0]!.vitals.map((v) => v.administrative_datetime!);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((d) => d.slice(0, 10) < '2026-11-25')).toBe(true);
  });
});
