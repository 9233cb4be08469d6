import { NO_TESTS_SELECTED } from '@praktijk/shared/records/lab';
import { type LabTemplate } from '@praktijk/shared/schemas/lab-templates';
import { describe, expect, it } from 'vitest';
import {
  diagnosticTypeOptions,
  EMPTY_LAB,
  labBody,
  labFormSchema,
  type LabValues,
  prefilledLab,
  submitBlocked,
  templateAction,
  templateBody,
  templateTestNames,
  testOptions,
  testParentOf,
  toggleTemplate,
  withType,
} from './lab-form';

const LAB = '266753000';
const RAD = '66862007';
const complete: LabValues = { ...EMPTY_LAB, priority_id: 'R', tests: ['LAB-HEM-HB', 'LAB-CHEM-GLUN'] };
const template: LabTemplate = {
  id: 'T1',
  name: 'Diabetes check',
  type_id: LAB,
  type: { id: LAB, name: 'Laboratory' },
  tests: ['LAB-CHEM-HBA1C', 'LAB-CHEM-GLUN'],
  test_items: [
    { id: 'LAB-CHEM-HBA1C', name: 'HbA1c', parent_id: 'LAB-CHEM', parent_name: 'Clinical chemistry' },
    { id: 'LAB-CHEM-GLUN', name: 'Glucose fasting', parent_id: 'LAB-CHEM', parent_name: 'Clinical chemistry' },
  ],
  created: '2026-11-01T10:00:00Z',
  consistency_token: 'tok',
};
const messages = (values: LabValues) =>
  Object.fromEntries((labFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('diagnostic referral add form (spec 2 §4, §5)', () => {
  it('offers only the two diagnostic types, in the catalogue order', () => {
    const items = [
      { id: LAB, name: 'Laboratory' },
      { id: RAD, name: 'Radiologist' },
      { id: 'CAR', name: 'Cardiology' },
    ];
    expect(diagnosticTypeOptions(items)).toEqual([
      { value: LAB, label: 'Laboratory' },
      { value: RAD, label: 'Radiologist' },
    ]);
  });

  it('opens at Laboratory, or at the user’s default type and priority when the type is diagnostic', () => {
    expect(prefilledLab({})).toEqual({ ...EMPTY_LAB, type_id: LAB });
    expect(prefilledLab({ referral_types: RAD, referral_priorities: 'UR' })).toMatchObject({ type_id: RAD, priority_id: 'UR' });
    expect(prefilledLab({ referral_types: 'CAR' }).type_id).toBe(LAB);
  });

  it('searches the tests under the type’s discipline: Laboratory, Radiology for the Radiologist', () => {
    expect(testParentOf(LAB)).toBe('Laboratory');
    expect(testParentOf(RAD)).toBe('Radiology');
  });

  it('drops the chosen tests when the type changes (they belong to the old discipline), keeps them for the same type', () => {
    expect(withType(complete, RAD)).toEqual({ type_id: RAD, tests: [] });
    expect(withType(complete, LAB)).toEqual({});
  });

  it('keeps Submit disabled with "No tests selected" until a test is chosen', () => {
    expect(submitBlocked(EMPTY_LAB)).toBe(NO_TESTS_SELECTED);
    expect(submitBlocked(complete)).toBeUndefined();
  });

  it('requires the priority and a test with the shared schema’s words, and a whole date and time when one is typed', () => {
    expect(messages({ ...EMPTY_LAB })).toEqual({ priority_id: 'This field is required.', tests: NO_TESTS_SELECTED });
    expect(messages({ ...complete, administrative_datetime: { date: '2025-01-31', time: '' } })).toEqual({
      administrative_datetime: 'Enter a time as HH:mm.',
    });
    expect(messages(complete)).toEqual({});
  });

  it('sends the type, priority, tests and the date and time on the practice clock, or null for now', () => {
    expect(labBody(complete)).toEqual({ type_id: LAB, priority_id: 'R', tests: ['LAB-HEM-HB', 'LAB-CHEM-GLUN'], administrative_datetime: null });
    expect(labBody({ ...complete, administrative_datetime: { date: '2025-01-31', time: '08:15' } }).administrative_datetime).toBe('2025-01-31T08:15');
  });

  it('groups the found tests by panel for the tests field', () => {
    expect(
      testOptions([
        { id: 'LAB-HEM-HB', name: 'Haemoglobin', parent_name: 'Haematology' },
        { id: 'LAB-CHEM-GLUN', name: 'Glucose fasting', parent_name: 'Clinical chemistry' },
        { id: 'LAB-HEM-PLT', name: 'Platelets', parent_name: 'Haematology' },
      ]),
    ).toEqual([
      {
        label: 'Haematology',
        options: [
          { value: 'LAB-HEM-HB', label: 'Haemoglobin' },
          { value: 'LAB-HEM-PLT', label: 'Platelets' },
        ],
      },
      { label: 'Clinical chemistry', options: [{ value: 'LAB-CHEM-GLUN', label: 'Glucose fasting' }] },
    ]);
  });
});

describe('saved diagnostic templates (spec 2 §4)', () => {
  it('copies a selected template’s type and tests into the form and marks it active', () => {
    const next = toggleTemplate(undefined, template, { ...complete, type_id: RAD, tests: ['RAD-X-THORAX'] });
    expect(next.active).toBe(template);
    expect(next.values).toEqual({ ...complete, type_id: LAB, tests: ['LAB-CHEM-HBA1C', 'LAB-CHEM-GLUN'] });
    expect(templateTestNames(template)).toEqual({ 'LAB-CHEM-HBA1C': 'HbA1c', 'LAB-CHEM-GLUN': 'Glucose fasting' });
  });

  it('deselects the active template when it is selected again, and resets the form', () => {
    expect(toggleTemplate(template, template, complete)).toEqual({ active: undefined, values: 'reset' });
    const other = { ...template, id: 'T2' };
    expect(toggleTemplate(template, other, complete).active).toBe(other);
  });

  it('shows Save for a new template and Update while one is active', () => {
    expect(templateAction(undefined)).toBe('Save');
    expect(templateAction(template)).toBe('Update');
  });

  it('saves the name with the form’s type and tests, checked by the server’s schema', () => {
    expect(templateBody(complete, '  Anaemia   work-up ').data).toEqual({ name: 'Anaemia work-up', type_id: LAB, tests: ['LAB-HEM-HB', 'LAB-CHEM-GLUN'] });
    expect(templateBody(complete, '').error?.issues[0]?.message).toBe('This field is required.');
    expect(templateBody(EMPTY_LAB, 'Empty').error?.issues[0]?.message).toBe(NO_TESTS_SELECTED);
  });
});
