import { describe, expect, it } from 'vitest';
import { REFERENCE_CATALOGUES } from '@praktijk/functions/lib/catalogue/registry';
import { consultationCreateSchema } from '@praktijk/shared/schemas/consultations';
import { decursusFieldsSchema } from '@praktijk/shared/schemas/decursus';
import { consultReasonTypeCreateSchema } from '@praktijk/shared/schemas/planning';
import { DEMO_CONSULTATIONS, DEMO_REASON_TYPES } from './demo-consultation-plan';
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
