import { describe, expect, it } from 'vitest';
import { type Vaccination, VACCINATION_COLUMNS, vaccinationRowLabel } from './vaccination-columns';

const vaccination = {
  id: 'v1',
  patient_id: 'p1',
  created: '2026-01-12T15:00:00Z',
  created_by: 'u1',
  consistency_token: 't',
  decursus: null,
  vaccine_id: 'MMR',
  dosage_form_id: 'PWD-INJ',
  route_identifyer_id: '34206005',
  route_text_id: 'SC',
  administered_site_id: 'LA',
  side_effects_type_id: null,
  side_effects_outcome_id: null,
  amount: 0.5,
  unit: 'ml',
  start: '2026-01-12',
  end: null,
  organization_id: null,
  vaccine: { id: 'MMR', name: 'Measles, mumps, rubella (BMR)' },
  dosage_form: { id: 'PWD-INJ', name: 'Powder and solvent for injection' },
  administered_site: { id: 'LA', name: 'Left upper arm' },
  route_full: 'Subcutaneous injection — Subcutaneous route',
  amount_full: '0.5 ml',
} as unknown as Vaccination;

describe('Vaccinations table (spec 2 §2)', () => {
  it('has the spec columns, the dates DD-MM-YYYY and the amount with its unit under Administered', () => {
    expect(VACCINATION_COLUMNS.map((c) => c.header)).toEqual([
      'Start Date',
      'Vaccine',
      'Dosage form',
      'Route',
      'Administered',
      'Administered Site',
      'End Date',
    ]);
    expect(VACCINATION_COLUMNS.map((c) => c.cell({ ...vaccination, end: '2026-01-13' }))).toEqual([
      '12-01-2026',
      'Measles, mumps, rubella (BMR)',
      'Powder and solvent for injection',
      'Subcutaneous injection — Subcutaneous route',
      '0.5 ml',
      'Left upper arm',
      '13-01-2026',
    ]);
  });

  it('leaves an empty end date, amount and route empty, which the table shows as n/a', () => {
    const cells = VACCINATION_COLUMNS.map((c) => c.cell({ ...vaccination, route_full: null, amount_full: null }));
    expect(cells[3]).toBeNull();
    expect(cells[4]).toBeNull();
    expect(cells[6]).toBe('');
  });

  it('names a row by its vaccine and start date', () => {
    expect(vaccinationRowLabel(vaccination)).toBe('vaccination Measles, mumps, rubella (BMR) of 12-01-2026');
    expect(vaccinationRowLabel({ ...vaccination, vaccine: null, start: null } as unknown as Vaccination)).toBe('vaccination an unknown vaccine');
  });
});
