import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/auth/test-user';
import { insuranceOptions, insuranceTone, newConsultationValues, type PatientInsurance, preselectedInsurance, reasonTypeOptions } from './consultation-form';

const user = testUser;

const reason = (id: string, name: string, practitioner: string | null): ConsultReasonType => ({ id, name, practitioner, consistency_token: 't' });
const REASONS = [reason('r1', 'Controle', null), reason('r2', 'Acuut', 'doc1'), reason('r3', 'Bloeddruk', 'doc1'), reason('r4', 'Eigen', 'doc2')];

function insurance(id: string, overrides: Partial<PatientInsurance> = {}): PatientInsurance {
  return {
    id,
    patient_id: 'p',
    created: '2026-01-01T00:00:00.000Z',
    consistency_token: 't',
    is_primary: true,
    is_active: true,
    company_id: 'SZF',
    type_id: 'IND',
    number: '123',
    effective_date: null,
    expiry_date: '2030-12-31',
    ...overrides,
  };
}
const item = (id: string, name: string): CatalogueItem => ({ id, code: id, name, parent: null, parent_id: null, parent_name: null });
const COMPANIES = [item('SZF', 'Staatsziekenfonds (SZF)')];
const TYPES = [item('IND', 'Individual')];

describe('consultation form (spec 3 §2, §5, §6)', () => {
  it("offers a physician the reason types they activated in name order, and others the practice's general ones", () => {
    expect(reasonTypeOptions(REASONS, user('doc1', 'physician'), '', ['r3', 'r2']).map((o) => o.label)).toEqual(['Acuut', 'Bloeddruk']);
    // Activation is per practitioner: a general reason activated by doc1 and doc2 alike.
    expect(reasonTypeOptions(REASONS, user('doc2', 'physician'), '', ['r1']).map((o) => o.value)).toEqual(['r1']);
    expect(reasonTypeOptions(REASONS, user('adm', 'administration'), '', ['r2']).map((o) => o.value)).toEqual(['r1']);
    expect(reasonTypeOptions(REASONS, undefined).map((o) => o.value)).toEqual(['r1']);
  });

  it('offers a physician who activated none the general ones and their own, never a colleague’s own', () => {
    expect(reasonTypeOptions(REASONS, user('doc1', 'physician')).map((o) => o.label)).toEqual(['Acuut', 'Bloeddruk', 'Controle']);
    expect(reasonTypeOptions(REASONS, user('doc3', 'physician')).map((o) => o.value)).toEqual(['r1']);
  });

  it("keeps the consultation's current reason type offered when it is from another list", () => {
    expect(reasonTypeOptions(REASONS, user('doc1', 'physician'), 'r4', ['r2', 'r3']).map((o) => o.value)).toEqual(['r2', 'r3', 'r4']);
  });

  it("shows inactive insurances as '(Inactive)' and not choosable, the primary first", () => {
    const options = insuranceOptions([insurance('s', { is_primary: false, is_active: false }), insurance('p')], COMPANIES, TYPES);
    expect(options).toEqual([
      { value: 'p', label: 'Primary: Staatsziekenfonds (SZF), Individual, 123' },
      { value: 's', label: 'Secondary: Staatsziekenfonds (SZF), Individual, 123 (Inactive)', disabled: true },
    ]);
  });

  it('preselects the insurance only when the patient has exactly one, and it is active', () => {
    expect(preselectedInsurance([insurance('a')])).toBe('a');
    expect(preselectedInsurance([insurance('a'), insurance('b', { is_primary: false })])).toBeNull();
    expect(preselectedInsurance([insurance('a', { is_active: false })])).toBeNull();
    expect(preselectedInsurance([])).toBeNull();
    expect(newConsultationValues([insurance('a')])).toEqual({ reason_type: '', reason: '', is_walkin: false, insurance: 'a' });
  });

  it('colours the strip: inactive red, the primary active one primary, others plain', () => {
    expect(insuranceTone(insurance('a', { is_active: false }))).toBe('inactive');
    expect(insuranceTone(insurance('a'))).toBe('primary');
    expect(insuranceTone(insurance('a', { is_primary: false }))).toBe('normal');
    expect(insuranceTone(insurance('a', { is_primary: true, is_active: false }))).toBe('inactive');
  });
});
