import { allergyKind } from '@praktijk/shared/record-kinds';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { allergyBody, capitalizeFirst, EMPTY_ALLERGY, typeCodeOf, withType } from './allergy-form';

const DRUG: CatalogueItem = { id: 'DRUG', code: 'DRUG', name: 'Medication', parent: null, parent_id: null, parent_name: null };
const complete = { ...EMPTY_ALLERGY, allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-PEN', allergy_severity_id: 'SEV' };
const messages = (values: Record<string, unknown>) =>
  Object.fromEntries((allergyKind.schemas.fields.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('allergy add form (spec 2 §4, §5)', () => {
  it('clears the allergen when the type changes', () => {
    expect(withType('FOOD')).toEqual({ allergy_type_id: 'FOOD', allergy_code_id: null });
  });

  it("limits allergens to the chosen type's code", () => {
    expect(typeCodeOf([DRUG], 'DRUG')).toBe('DRUG');
    expect(typeCodeOf([], 'FOOD')).toBe('FOOD');
    expect(typeCodeOf([DRUG], null)).toBeNull();
  });

  it('requires type, allergy and severity with the spec text', () => {
    expect(messages(EMPTY_ALLERGY)).toEqual({
      allergy_type_id: 'This field is required.',
      allergy_code_id: 'This field is required.',
      allergy_severity_id: 'This field is required.',
    });
    expect(messages(complete)).toEqual({});
  });

  it('refuses an identification date later than today or half typed', () => {
    const tomorrow = new Date(`${practiceToday()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(messages({ ...complete, identification_date: tomorrow.toISOString().slice(0, 10) })).toEqual({
      identification_date: 'The date cannot be later than today.',
    });
    expect(messages({ ...complete, identification_date: practiceToday() })).toEqual({});
    expect(messages({ ...complete, identification_date: '12-03' })).toHaveProperty('identification_date');
  });

  it('sends no date as null and the reaction trimmed', () => {
    expect(allergyBody({ ...complete, reaction: ' Rash ' })).toEqual({
      allergy_type_id: 'DRUG',
      allergy_code_id: 'DRUG-PEN',
      allergy_severity_id: 'SEV',
      reaction: 'Rash',
      identification_date: null,
    });
    expect(allergyBody({ ...complete, identification_date: '2024-05-01' }).identification_date).toBe('2024-05-01');
  });

  it('capitalises the first letter of the reaction only', () => {
    expect(capitalizeFirst('rash on the arms')).toBe('Rash on the arms');
    expect(capitalizeFirst('  itching')).toBe('  Itching');
    expect(capitalizeFirst('')).toBe('');
  });
});
