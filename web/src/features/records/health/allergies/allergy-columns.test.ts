import { describe, expect, it } from 'vitest';
import { type Allergy, ALLERGY_COLUMNS, allergyRowLabel } from './allergy-columns';

const allergy = {
  id: 'a1',
  patient_id: 'p1',
  created: '2025-01-31T12:00:00Z',
  consistency_token: 't',
  decursus: null,
  allergy_type_id: 'DRUG',
  allergy_code_id: 'DRUG-PEN',
  allergy_severity_id: 'SEV',
  allergy_type: { id: 'DRUG', name: 'Medication' },
  allergy_code: { id: 'DRUG-PEN', name: 'Penicillins' },
  allergy_severity: { id: 'SEV', name: 'Severe' },
  reaction: 'Rash',
  identification_date: '2024-05-01',
} as unknown as Allergy;

describe('Allergies table (spec 2 §2)', () => {
  it('has the spec columns, the date DD-MM-YYYY', () => {
    expect(ALLERGY_COLUMNS.map((c) => c.header)).toEqual(['ID Date', 'Type', 'Code', 'Severity', 'Reaction']);
    expect(ALLERGY_COLUMNS.map((c) => c.cell(allergy))).toEqual(['01-05-2024', 'Medication', 'Penicillins', 'Severe', 'Rash']);
  });

  it('leaves an unknown date empty, which the table shows as n/a', () => {
    expect(ALLERGY_COLUMNS[0]!.cell({ ...allergy, identification_date: null })).toBe('');
  });

  it('names a row by its allergen and severity', () => {
    expect(allergyRowLabel(allergy)).toBe('allergy to Penicillins (Severe)');
  });
});
