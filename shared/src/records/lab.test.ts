import { describe, expect, it } from 'vitest';
import { labTemplateBody } from '../schemas/lab-templates';
import {
  isTestOfType,
  LAB_TESTS_MAX,
  labReferralKind,
  labTestRowId,
  NO_TESTS_SELECTED,
  NOT_A_DIAGNOSTIC_TYPE,
  numericResult,
  NOT_A_RESULT_NUMBER,
  parseLabTestRowId,
  quantitativeResult,
  storedResult,
} from './lab';

// Diagnostic referrals (spec 2 §3-§5): the two diagnostic types, tests of their discipline, each
// once, a row id per test, and results read as numbers for the chart.
const create = labReferralKind.schemas.create;
const patient = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: object) => {
  const result = schema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
};
const referral = (fields: object) => ({ patient, decursus: null, type_id: '266753000', priority_id: 'R', tests: ['LAB-HEM-HB'], ...fields });

describe('a diagnostic referral body', () => {
  it('takes only the two diagnostic types; a missing type is only required', () => {
    expect(errorsOf(create, referral({}))).toEqual({});
    expect(errorsOf(create, referral({ type_id: '66862007', tests: ['RAD-XR-THX'] }))).toEqual({});
    expect(errorsOf(create, referral({ type_id: 'CAR' }))).toEqual({ type_id: NOT_A_DIAGNOSTIC_TYPE });
    expect(create.safeParse(referral({ type_id: '' })).error?.issues.map((i) => i.message)).toEqual(['This field is required.']);
    expect(create.safeParse(referral({ type_id: '  ' })).error?.issues.map((i) => i.message)).toEqual(['This field is required.']);
  });

  it('keeps each test once, in the order chosen, at least one and at most the maximum', () => {
    expect(create.parse(referral({ tests: [' LAB-HEM-PLT', 'LAB-HEM-HB', 'LAB-HEM-PLT '] })).tests).toEqual(['LAB-HEM-PLT', 'LAB-HEM-HB']);
    expect(errorsOf(create, referral({ tests: [] }))).toEqual({ tests: NO_TESTS_SELECTED });
    expect(errorsOf(create, referral({ tests: undefined }))).toEqual({ tests: NO_TESTS_SELECTED });
    const many = Array.from({ length: LAB_TESTS_MAX + 1 }, (_, i) => `LAB-X-${i}`);
    expect(errorsOf(create, referral({ tests: many }))).toEqual({ tests: `Select at most ${LAB_TESTS_MAX} tests.` });
    expect(errorsOf(create, referral({ tests: [...many.slice(0, LAB_TESTS_MAX), many[0]] }))).toEqual({});
  });

  it('of a template: the same type and tests rules, and the name with its spacing folded', () => {
    expect(labTemplateBody.parse({ name: '  Bloed   suiker ', type_id: '266753000', tests: ['LAB-CHEM-GLUN'] }).name).toBe('Bloed suiker');
    expect(errorsOf(labTemplateBody, { name: 'x', type_id: 'INT', tests: [] })).toEqual({ type_id: NOT_A_DIAGNOSTIC_TYPE, tests: NO_TESTS_SELECTED });
  });
});

describe('isTestOfType', () => {
  it("is a test below a panel of the type's discipline: never a panel, the discipline or the other discipline", () => {
    expect(isTestOfType('266753000', { id: 'LAB-HEM-HB', parent_id: 'LAB-HEM' })).toBe(true);
    expect(isTestOfType('66862007', { id: 'RAD-XR-THX', parent_id: 'RAD-XR' })).toBe(true);
    expect(isTestOfType('266753000', { id: 'RAD-XR-THX', parent_id: 'RAD-XR' })).toBe(false);
    expect(isTestOfType('266753000', { id: 'LAB-HEM', parent_id: 'LAB' })).toBe(false);
    expect(isTestOfType('266753000', { id: 'LAB', parent_id: null })).toBe(false);
    expect(isTestOfType('266753000', { id: 'LAB' })).toBe(false);
    // A discipline whose code only starts like another's is not it.
    expect(isTestOfType('266753000', { id: 'LABX-1', parent_id: 'LABX' })).toBe(false);
  });
});

describe('test row ids', () => {
  it("are the referral's id and the row's number, and read back", () => {
    const id = '01JAAAAAAAAAAAAAAAAAAAAAAA';
    expect(labTestRowId(id, 0)).toBe(`${id}-1`);
    expect(parseLabTestRowId(labTestRowId(id, 39))).toEqual({ referralId: id, index: 39 });
    expect(parseLabTestRowId(`${id}-0`)).toEqual({ referralId: id, index: -1 });
    for (const bad of [id, `${id}-`, `${id}-100`, `${id}-1x`, `x${id}-1`, `${id.toLowerCase()}-1`, '01JAAAA-1'])
      expect(parseLabTestRowId(bad), bad).toBeUndefined();
  });
});

describe('numericResult', () => {
  it('reads a number with a comma or a dot; anything else is not plotted', () => {
    expect(numericResult('8,2')).toBe(8.2);
    expect(numericResult(' 7.9 ')).toBe(7.9);
    expect(numericResult('250')).toBe(250);
    expect(numericResult('-1,5')).toBe(-1.5);
    expect(numericResult('< 0.1')).toBe(0.1);
    expect(numericResult('>200')).toBe(200);
    for (const text of ['', 'negatief', '<', '<<5', '=5', '1,234.5', '1.2.3', '.5', '5.', '1e3', '8,2 mmol/L', 'NaN', 'Infinity'])
      expect(numericResult(text), text).toBeNull();
  });
});

describe('a result for its test (issue 21 §4)', () => {
  const creatinine = { unit: 'µmol/L' };
  const culture = { unit: null };
  it('of a test with a unit is a number, with a comma or a point, or a comparator and a number', () => {
    expect(storedResult(creatinine, ' 5,4 ')).toEqual({ text: '5.4' });
    expect(storedResult(creatinine, '88')).toEqual({ text: '88' });
    expect(storedResult(creatinine, '< 5')).toEqual({ text: '<5' });
    expect(storedResult(creatinine, '>200,5')).toEqual({ text: '>200.5' });
    expect(storedResult(creatinine, '')).toEqual({ text: '' });
    expect(quantitativeResult('<5')).toEqual({ comparator: '<', value: 5, text: '<5' });
  });

  it('of a test with a unit refuses text with the message for result_value', () => {
    for (const text of ['abc <script>', 'negatief', '5 mmol/L', '1.2.3', '5.', '<', 'NaN', '1'.repeat(10), '1.1234567'])
      expect(storedResult(creatinine, text), text).toEqual({ problem: NOT_A_RESULT_NUMBER });
  });

  it('of a test without a unit is text as typed', () => {
    expect(storedResult(culture, ' negatief ')).toEqual({ text: 'negatief' });
    expect(storedResult(culture, '<script>')).toEqual({ text: '<script>' });
  });
});
