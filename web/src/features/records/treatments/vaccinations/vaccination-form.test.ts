import { vaccinationKind } from '@praktijk/shared/record-kinds';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { END_BEFORE_START, UNIT_WITHOUT_AMOUNT } from '@praktijk/shared/records/vaccinations';
import { describe, expect, it } from 'vitest';
import { EMPTY_VACCINATION, prefilledVaccination, UNIT_OPTIONS, unitRequired, vaccinationBody, type VaccinationValues, withStart } from './vaccination-form';

const complete: VaccinationValues = {
  ...EMPTY_VACCINATION,
  vaccine_id: 'MMR',
  dosage_form_id: 'PWD-INJ',
  route_text_id: 'SC',
  administered_site_id: 'LA',
  start: '2026-01-12',
  end: '2026-01-12',
};
const messages = (values: Record<string, unknown>) =>
  Object.fromEntries((vaccinationKind.schemas.administration.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('vaccination add form (spec 2 §4, §5)', () => {
  it('requires vaccine, dosage form, route text, administered site and start date with the spec text', () => {
    expect(messages(EMPTY_VACCINATION)).toEqual({
      vaccine_id: 'This field is required.',
      dosage_form_id: 'This field is required.',
      route_text_id: 'This field is required.',
      administered_site_id: 'This field is required.',
      start: 'This field is required.',
    });
    expect(messages(complete)).toEqual({});
  });

  it('copies a picked start date to the end date, but not a half-typed one', () => {
    expect(withStart('2026-01-12')).toEqual({ start: '2026-01-12', end: '2026-01-12' });
    expect(withStart('12-01')).toEqual({ start: '12-01' });
    expect(withStart('')).toEqual({ start: '' });
  });

  it('refuses a start later than today and an end before the start', () => {
    const tomorrow = new Date(`${practiceToday()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(messages({ ...complete, start: tomorrow.toISOString().slice(0, 10), end: '' })).toEqual({ start: 'The date cannot be later than today.' });
    expect(messages({ ...complete, end: '2026-01-11' })).toEqual({ end: END_BEFORE_START });
    expect(messages({ ...complete, start: '12-01' })).toHaveProperty('start');
  });

  it('takes the amount by the measurement rule (comma as a dot) and wants a unit with it, and an amount with a unit', () => {
    expect(messages({ ...complete, amount: '0,5', unit: 'ml' })).toEqual({});
    expect(messages({ ...complete, amount: '0.555', unit: 'ml' })).toEqual({ amount: 'The amount field must be a number with one or two decimal places' });
    expect(messages({ ...complete, amount: '0.5' })).toEqual({ unit: 'This field is required.' });
    expect(messages({ ...complete, unit: 'IU' })).toEqual({ amount: UNIT_WITHOUT_AMOUNT });
    expect(unitRequired({ amount: ' 1 ' })).toBe(true);
    expect(unitRequired({ amount: '' })).toBe(false);
    expect(UNIT_OPTIONS.map((o) => o.label)).toEqual(['ml', 'mg', 'IU']);
  });

  it('prefills the selects from the user catalogue defaults, never the vaccine', () => {
    expect(prefilledVaccination({ dosage_forms: 'SOL-INJ', route_texts: 'IM', vaccines: 'MMR', titles: 'MR' })).toEqual({
      ...EMPTY_VACCINATION,
      dosage_form_id: 'SOL-INJ',
      route_text_id: 'IM',
    });
    expect(prefilledVaccination({})).toEqual(EMPTY_VACCINATION);
  });

  it('sends empty fields as null and the amount with a dot', () => {
    expect(vaccinationBody({ ...complete, amount: ' 0,5 ', unit: 'ml', end: '' })).toEqual({
      vaccine_id: 'MMR',
      dosage_form_id: 'PWD-INJ',
      route_identifyer_id: null,
      route_text_id: 'SC',
      administered_site_id: 'LA',
      side_effects_type_id: null,
      side_effects_outcome_id: null,
      amount: '0.5',
      unit: 'ml',
      start: '2026-01-12',
      end: null,
      organization_id: null,
    });
  });
});
