import { describe, expect, it } from 'vitest';
import { labTemplateBody } from '../schemas/lab-templates';
import { isTestOfType, LAB_TESTS_MAX, labReferralKind, labTestRowId, NO_TESTS_SELECTED, NOT_A_DIAGNOSTIC_TYPE, numericResult, parseLabTestRowId } from './lab';

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
    for (const text of ['', 'negatief', '< 0.1', '>100', '1,234.5', '1.2.3', '.5', '5.', '1e3', '8,2 mmol/L', 'NaN', 'Infinity'])
      expect(numericResult(text), text).toBeNull();
  });
});
