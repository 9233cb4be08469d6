import { beforeAll, describe, expect, it } from 'vitest';
import { type UserProfileItem } from '@praktijk/functions/lib/data/items';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { type StoredPatient } from '@praktijk/functions/patients/domain/summary';
import { REFERENCE_CATALOGUES } from '@praktijk/functions/catalogue/domain/registry';
import { consultationCreateSchema } from '@praktijk/shared/schemas/consultations';
import { decursusFieldsSchema } from '@praktijk/shared/schemas/decursus';
import { consultReasonTypeCreateSchema } from '@praktijk/shared/schemas/planning';
import { DEMO_CONSULTATIONS, DEMO_REASON_TYPES } from './demo-consultation-plan';
import { demoConsultation } from './demo-consultations';
import { consultationInsuranceOf, demoPatients } from './demo-plan';
import { DEMO_PRACTICES } from './demo-users';

// The demo consultations must be what the API would accept and keep: forms and notes pass their
// schemas unchanged, ICPC codes are rubrics of the catalogue, and the states are ones the
// transitions can reach (treated only once arrived).
const icpc = REFERENCE_CATALOGUES.icpc_codes.entries;
const A_ULID = '01JBZ0000000000000000000AA';

describe('the demo consultations', () => {
  it('have reason types the API would create', () => {
    for (const name of DEMO_REASON_TYPES) expect(consultReasonTypeCreateSchema.safeParse({ name }).success, name).toBe(true);
  });

  it('pass the create form and the note schema unchanged', () => {
    for (const c of DEMO_CONSULTATIONS) {
      const form = consultationCreateSchema.safeParse({ reason_type: A_ULID, reason: c.reason, is_walkin: c.isWalkin, insurance: null });
      expect(form.error?.issues ?? [], c.reason).toEqual([]);
      expect(form.data?.reason).toBe(c.reason);
      const note = decursusFieldsSchema.safeParse(c.note);
      expect(note.error?.issues ?? [], c.reason).toEqual([]);
      expect(note.data).toMatchObject(c.note);
    }
  });

  it('carry ICPC-2 rubrics of the catalogue, not chapters', () => {
    const codes = DEMO_CONSULTATIONS.flatMap((c) => [c.note.icpc_subjective_id, c.note.icpc_evaluation_id]).filter(Boolean);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(icpc.find((e) => e.code === code)?.parent, code!).toMatch(/^[A-Z]$/);
  });

  it('are treated only once arrived, earlier ones closed and one walk-in of today open, for patients every demo practice has', () => {
    for (const c of DEMO_CONSULTATIONS) {
      expect(!c.processed || c.arrived, c.reason).toBe(true);
      expect(c.patient).toBeLessThan(Math.min(...DEMO_PRACTICES.map((p) => p.patients)));
    }
    const today = DEMO_CONSULTATIONS.filter((c) => c.minutesAgo < 60);
    expect(today).toEqual([expect.objectContaining({ isWalkin: true, arrived: true, processed: false })]);
    expect(new Set(DEMO_CONSULTATIONS.filter((c) => c.processed).map((c) => c.patient)).size).toBe(2);
  });
});

// Issue 22 §7: as written, a treated consultation reads "Treated" at its own end, the walk-in of
// today has arrived at its start, and each takes the patient's one insurance as the form would.
describe('the demo consultations as written', () => {
  beforeAll(() => void (process.env.TABLE_NAME = 'praktijk-test'));
  const now = new Date('2026-11-26T14:00:00Z');
  const planned = demoPatients(Math.min(...DEMO_PRACTICES.map((p) => p.patients)));
  const target = {
    data: tenantData('T-DEMO'),
    physician: { id: 'U-PHYSICIAN', email: 'arts@demo.test', first_name: 'Anand', last_name: 'Ramdin', prefix: 'Dr.' } as UserProfileItem,
    patients: planned.map((p, i) => ({ ...p.fields, id: `P${i}` }) as StoredPatient),
    reasonTypes: new Map(DEMO_REASON_TYPES.map((name) => [name, `R-${name}`] as const)),
    consultationInsurance: planned.map((p, i) => (consultationInsuranceOf(p.insurances) === null ? null : `I${i}`)),
  };

  it('are treated at their end and arrived at their start, never before their own time', () => {
    for (const plan of DEMO_CONSULTATIONS) {
      const { consultation, items } = demoConsultation(target, plan, now);
      expect(items.consultation.updated, plan.reason).toBe(consultation.updated);
      expect(consultation.updated, plan.reason).toBe(plan.processed ? consultation.end : consultation.start);
      expect(consultation.updated >= consultation.start, plan.reason).toBe(true);
    }
  });

  it("take the patient's only insurance, the walk-in of today too", () => {
    const walkIn = DEMO_CONSULTATIONS.find((c) => c.isWalkin)!;
    expect(planned[walkIn.patient]!.insurances).toHaveLength(1);
    expect(demoConsultation(target, walkIn, now).consultation.insurance).toBe(`I${walkIn.patient}`);
    for (const plan of DEMO_CONSULTATIONS) expect(demoConsultation(target, plan, now).consultation.insurance).toBe(target.consultationInsurance[plan.patient]);
  });
});
