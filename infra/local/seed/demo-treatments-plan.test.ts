import { labReferralKind, prescriptionKind, vaccinationKind } from '@praktijk/shared/record-kinds';
import { isTestOfType, numericResult, type DiagnosticTypeCode } from '@praktijk/shared/records/lab';
import { PRESCRIPTION_REFERENCES } from '@praktijk/shared/records/prescriptions';
import { VACCINATION_REFERENCES } from '@praktijk/shared/records/vaccinations';
import { atcCovers } from '@praktijk/shared/schemas/allergy-check';
import { labTemplateBody } from '@praktijk/shared/schemas/lab-templates';
import { prescriptionTemplateBody } from '@praktijk/shared/schemas/prescription-templates';
import { describe, expect, it } from 'vitest';
import * as diagnostics from '@praktijk/functions/catalogue/domain/data/diagnostics';
import * as health from '@praktijk/functions/catalogue/domain/data/health';
import * as medication from '@praktijk/functions/catalogue/domain/data/medication';
import * as vaccination from '@praktijk/functions/catalogue/domain/data/vaccination';
import { demoHealth } from './demo-health-plan';
import { medicationIdOf } from './demo-treatments';
import { DEMO_LAB_TEMPLATES, DEMO_PRESCRIPTION_TEMPLATES, demoTreatments, type DemoPrescription } from './demo-treatments-plan';

// The demo treatments must pass the API's own rules, name real catalogue items and never prescribe
// a patient a medication their demo allergies cover, or the seed would fail at start (the server
// refuses such a prescription) or show codes instead of names.
const NOW = new Date('2026-11-25T12:00:00Z');
const TODAY = '2026-11-25';
const adult = (i: number) => i % 7 !== 3;
const patients = Array.from({ length: 40 }, (_, i) => ({ index: i, plan: demoTreatments(i, adult(i), NOW), health: demoHealth(i, adult(i), NOW) }));
const catalogues = { ...medication, ...vaccination, ...diagnostics, ...health } as unknown as Record<string, { code: string; atc?: string; parent?: string }[]>;
const codes = (name: string) => new Set((catalogues[name] ?? []).map((e) => e.code));

function expectKnown(record: object, references: Record<string, string>) {
  for (const [field, catalogue] of Object.entries(references)) {
    const id = (record as Record<string, unknown>)[field];
    if (typeof id === 'string') expect(codes(catalogue).has(id), `${field} ${id} in ${catalogue}`).toBe(true);
  }
}

const prescriptionInput = ({ medication: m, stoppage_reason: _reason, ...rest }: DemoPrescription) => ({ medication_id: medicationIdOf(m), ...rest });
const prescriptions = patients.flatMap((p) => p.plan.prescriptions);
const vaccinations = patients.flatMap((p) => p.plan.vaccinations);
const referrals = patients.flatMap((p) => p.plan.labReferrals);

describe('the demo treatments plan', () => {
  it('passes the schemas of every kind, dated no later than today', () => {
    for (const p of prescriptions) {
      expect(prescriptionKind.schemas.administration.safeParse(prescriptionInput(p)).error).toBeUndefined();
      expect(p.administrative_datetime.slice(0, 10) <= TODAY).toBe(true);
    }
    for (const v of vaccinations) {
      expect(vaccinationKind.schemas.administration.safeParse(v).error).toBeUndefined();
      expect(v.start <= TODAY).toBe(true);
    }
    for (const { results: _results, ...r } of referrals) {
      expect(labReferralKind.schemas.administration.safeParse(r).error).toBeUndefined();
      expect(r.administrative_datetime.slice(0, 10) <= TODAY).toBe(true);
    }
  });

  it('names catalogue items that exist: medications, their dosage lists, vaccines, tests of the referral type', () => {
    for (const p of prescriptions) expectKnown(prescriptionInput(p), PRESCRIPTION_REFERENCES);
    for (const v of vaccinations) expectKnown(v, VACCINATION_REFERENCES);
    for (const r of referrals) {
      expectKnown(r, { type_id: 'referral_types', priority_id: 'referral_priorities' });
      for (const test of r.tests) {
        const item = diagnostics.referral_tests.find((t) => t.code === test);
        expect(item, test).toBeDefined();
        expect(isTestOfType(r.type_id as DiagnosticTypeCode, { id: item!.code, parent_id: item!.parent ?? null }), test).toBe(true);
      }
      // A result only for a test the referral asks for.
      expect(Object.keys(r.results ?? {}).every((test) => r.tests.includes(test))).toBe(true);
    }
    expect(() => medicationIdOf({ name: 'Amoxicilline', strength: '9 kg' })).toThrow(/formulary/);
  });

  it("never prescribes a medication the patient's demo allergies cover", () => {
    const atcOf = (name: string, list: string) => catalogues[list]!.find((e) => e.code === name)?.atc;
    for (const { index, plan, health: h } of patients) {
      for (const p of plan.prescriptions) {
        const medicationAtc = atcOf(medicationIdOf(p.medication), 'medications');
        expect(medicationAtc, p.medication.name).toBeDefined();
        for (const allergy of h.allergies)
          expect(
            atcCovers(atcOf(allergy.allergy_code_id, 'allergy_codes'), medicationAtc),
            `patient ${index}: ${p.medication.name} vs ${allergy.allergy_code_id}`,
          ).toBe(false);
      }
    }
    // The first patient is allergic to penicillin (the allergy check's demo) and gets no amoxicillin.
    expect(patients[0]!.health.allergies.map((a) => a.allergy_code_id)).toEqual(['DRUG-PEN']);
    expect(patients[0]!.plan.prescriptions.map((p) => p.medication.name)).not.toContain('Amoxicilline');
  });

  it('has a chronic prescription with repeats, a stopped one with its reason, vaccinations for adults and children', () => {
    expect(prescriptions.some((p) => p.is_chronic && (p.repeat_prescription ?? 0) > 0 && p.repeat_date_id && !p.stoppage_reason)).toBe(true);
    expect(prescriptions.filter((p) => p.stoppage_reason).map((p) => p.medication.name)).toEqual(['Hydrochloorthiazide']);
    expect(new Set(prescriptions.filter((p) => !p.is_chronic).map((p) => p.medication.name)).size).toBeGreaterThanOrEqual(2);
    expect(patients.filter((p) => adult(p.index) && p.plan.vaccinations.length).length).toBeGreaterThanOrEqual(3);
    expect(patients.filter((p) => !adult(p.index) && p.plan.vaccinations.length).length).toBeGreaterThanOrEqual(1);
  });

  it('gives the diabetic patient HbA1c and glucose on two dates to chart, and one radiology referral without results', () => {
    const lab = patients[2]!.plan.labReferrals.filter((r) => r.type_id === '266753000');
    expect(lab).toHaveLength(2);
    expect(new Set(lab.map((r) => r.administrative_datetime.slice(0, 10))).size).toBe(2);
    for (const r of lab) {
      expect(r.tests).toEqual(['LAB-CHEM-HBA1C', 'LAB-CHEM-GLUN']);
      expect(r.tests.every((t) => numericResult(r.results?.[t] ?? '') !== null)).toBe(true);
    }
    const radiology = referrals.filter((r) => r.type_id === '66862007');
    expect(radiology).toHaveLength(1);
    expect(radiology[0]!.results).toBeUndefined();
  });

  it('keeps templates the API accepts, their names unique in any case', () => {
    for (const t of DEMO_PRESCRIPTION_TEMPLATES) {
      const parsed = prescriptionTemplateBody.safeParse({ name: t.name, medication_id: medicationIdOf(t.medication), dosage: t.dosage });
      expect(parsed.error).toBeUndefined();
      expectKnown(t.dosage, PRESCRIPTION_REFERENCES);
    }
    expect(DEMO_PRESCRIPTION_TEMPLATES.filter((t) => t.dosage.is_chronic).length).toBeGreaterThanOrEqual(1);
    expect(DEMO_PRESCRIPTION_TEMPLATES.filter((t) => !t.dosage.is_chronic).length).toBeGreaterThanOrEqual(1);
    for (const t of DEMO_LAB_TEMPLATES) {
      expect(labTemplateBody.safeParse(t).error).toBeUndefined();
      expect(t.tests.every((test) => isTestOfType(t.type_id as DiagnosticTypeCode, { id: test, parent_id: test.split('-').slice(0, 2).join('-') }))).toBe(true);
    }
    const names = [...DEMO_PRESCRIPTION_TEMPLATES, ...DEMO_LAB_TEMPLATES].map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
