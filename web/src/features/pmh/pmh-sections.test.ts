import { codename, DEFAULT_ROLE_PERMISSIONS, type PermissionModel } from '@praktijk/shared/permissions';
import { type Role } from '@praktijk/shared/roles';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import {
  allergyLine,
  attestLine,
  decursusLine,
  episodeLine,
  labLine,
  maySeeSection,
  measurementsLine,
  modelOfSection,
  moreText,
  PMH_SECTION_KEYS,
  prescriptionLine,
  sectionItems,
  vaccinationLine,
  vitalsLine,
} from './pmh-sections';

function user(role: Role, extra: { is_staff?: boolean; permissions?: string[] } = {}): CurrentUser {
  const permissions = extra.permissions ?? [...DEFAULT_ROLE_PERMISSIONS[role]];
  return {
    id: 'u',
    username: 'u@example.test',
    name: 'U',
    first_name: 'U',
    last_name: '',
    prefix: '',
    email: 'u@example.test',
    identifier: '',
    date_joined: '2026-01-01',
    is_staff: extra.is_staff ?? false,
    is_active: true,
    roles: [{ id: role, name: role, consistency_token: 'r', permissions: permissions.map((c) => ({ id: c, name: c, codename: c, model: '', action: '' })) }],
    force_password_change: false,
    practice: { id: 't', name: 'T' },
    consistency_token: 'x',
  };
}

describe('PMH sections (spec 3 §6)', () => {
  it('are all shown to a physician holding the default permissions', () => {
    expect(PMH_SECTION_KEYS.every((key) => maySeeSection(user('physician'), key))).toBe(true);
  });

  it("are hidden from a physician without view on the section's key: its list would be refused (issue 21 §8)", () => {
    const physician = user('physician', { permissions: DEFAULT_ROLE_PERMISSIONS.physician.filter((c) => c !== codename('view', 'allergies')) });
    expect(maySeeSection(physician, 'allergies')).toBe(false);
    expect(maySeeSection(physician, 'history')).toBe(true);
    expect(maySeeSection(user('physician', { permissions: [] }), 'history')).toBe(false);
  });

  it('are shown to others by can_view on the key, disabilities through the disability model', () => {
    const nurse = user('nurse', { permissions: [codename('view', 'history'), codename('view', 'disability')] });
    expect(PMH_SECTION_KEYS.filter((key) => maySeeSection(nurse, key))).toEqual(['history', 'disabilities']);
    expect(maySeeSection(user('administration', { permissions: [] }), 'history')).toBe(false);
    expect(maySeeSection(user('administration', { permissions: [], is_staff: true }), 'history')).toBe(true);
    expect(maySeeSection(undefined, 'history')).toBe(false);
  });

  it('name a permission model for every key', () => {
    const models: PermissionModel[] = PMH_SECTION_KEYS.map(modelOfSection);
    expect(models).toContain('disability');
    expect(models).not.toContain('disabilities');
  });

  it('list at most three items', () => {
    expect(sectionItems(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
  });

  it("say how many more their list holds: '+N more', '+ more' when only a next page is known", () => {
    expect(moreText(5, 3)).toBe('+2 more');
    expect(moreText(3, 3)).toBeUndefined();
    expect(moreText(1, 1)).toBeUndefined();
    expect(moreText(Number.POSITIVE_INFINITY, 3)).toBe('+ more');
  });
});

describe('PMH episode and decursus lines', () => {
  it('name an episode with its ICPC code when it has one', () => {
    expect(episodeLine({ name: 'Hypertensie', icpc: { code: 'K86' } })).toBe('Hypertensie (K86)');
    expect(episodeLine({ name: 'Moe', icpc: null })).toBe('Moe');
  });

  it("show a note's date and its evaluation's first line, else the subjective's, else n/a", () => {
    const note = { date: '2026-01-05', evaluation: '\nBronchitis\nviraal', subjective: 'Hoest' };
    expect(decursusLine(note)).toBe('05-01-2026 Bronchitis');
    expect(decursusLine({ ...note, evaluation: '  ' })).toBe('05-01-2026 Hoest');
    expect(decursusLine({ ...note, evaluation: '', subjective: '' })).toBe('05-01-2026 n/a');
  });
});

describe('PMH lines of the health and treatment records', () => {
  const ref = (name: string) => ({ id: name, name });

  it('name an allergy with its severity', () => {
    expect(allergyLine({ allergy_code: ref('Penicilline'), allergy_severity: ref('Severe') })).toBe('Penicilline (Severe)');
    expect(allergyLine({ allergy_code: ref('Pinda'), allergy_severity: null })).toBe('Pinda');
  });

  it('date a prescription and mark it chronic or stopped', () => {
    const p = { prescription_date: '2026-01-05T08:15', full_medication: 'Metformine 500 mg Tablet', is_chronic: true, medication_stopped: false };
    expect(prescriptionLine(p)).toBe('05-01-2026 Metformine 500 mg Tablet (chronic)');
    expect(prescriptionLine({ ...p, is_chronic: false, medication_stopped: true })).toBe('05-01-2026 Metformine 500 mg Tablet (stopped)');
    expect(prescriptionLine({ ...p, is_chronic: false })).toBe('05-01-2026 Metformine 500 mg Tablet');
  });

  it('give vital functions and measurements their day and the values taken', () => {
    const none = {
      blood_pressure_full: null,
      pulse_rate_full: null,
      temperature_full: null,
      respiration_rate_full: null,
      saturation_full: null,
      heart_rhythm_full: null,
    };
    expect(vitalsLine({ ...none, vitals_date: '2026-02-01T23:50', blood_pressure_full: '120/80 mm Hg (Left arm)', pulse_rate_full: '72 bpm' })).toBe(
      '01-02-2026 120/80 mm Hg (Left arm), 72 bpm',
    );
    const empty = { height_full: null, weight_full: null, bmi: null, waist_full: null, hip_full: null, glucose_full: null, hba1c_full: null, egfr_full: null };
    expect(measurementsLine({ ...empty, measurement_date: '2026-02-01T10:00', height_full: '178 cm', weight_full: '81.5 kg', bmi: 25.7 })).toBe(
      '01-02-2026 178 cm, 81.5 kg, BMI 25.7',
    );
  });

  it('give a diagnostic referral its type and tests, with the results there are', () => {
    const tests = [
      { name: 'HbA1c', result_value: '53', unit: 'mmol/mol' },
      { name: 'Glucose', result_value: '', unit: 'mmol/L' },
    ];
    expect(labLine({ diagnostics_date: '2026-03-02T09:00', type: ref('Laboratory'), diagnostics_tests: tests })).toBe(
      '02-03-2026 Laboratory: HbA1c 53 mmol/mol, Glucose',
    );
  });

  it('date a vaccination and an attest', () => {
    expect(vaccinationLine({ start: '2026-01-12', vaccine: ref('BMR') })).toBe('12-01-2026 BMR');
    expect(attestLine({ attest_date: '2026-01-12T08:00', sum_days: 3, company_name: 'Staatsolie N.V.' })).toBe('12-01-2026 3 days, Staatsolie N.V.');
    expect(attestLine({ attest_date: '2026-01-12T08:00', sum_days: 1, company_name: '' })).toBe('12-01-2026 1 day');
  });
});
