import { describe, expect, it } from 'vitest';
import { LETTER_CONTENT_MAX_CHARS } from '../letter-markup';
import { LETTER_CATEGORIES, letterTemplateBody, letterTemplateContentUpdate, letterVariableGroups, LETTER_VARIABLES } from './letters';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('letter template bodies', () => {
  it('trims the name, makes inner spaces one and defaults the category and content', () => {
    expect(letterTemplateBody.parse({ name: '  Verwijsbrief   cardioloog ' })).toEqual({
      name: 'Verwijsbrief cardioloog',
      category: 'uncategorized',
      content: '',
    });
  });

  it('refuses a blank name, a long name, an unknown category and too much content (spec 3 §5 Save as)', () => {
    expect(errorsOf(letterTemplateBody.safeParse({ name: '   ' }))).toEqual({ name: 'This field is required.' });
    expect(errorsOf(letterTemplateBody.safeParse({ name: 'x'.repeat(201) }))).toEqual({ name: 'Ensure this field has no more than 200 characters.' });
    expect(errorsOf(letterTemplateBody.safeParse({ name: 'A', category: 'memes' }))).toEqual({ category: 'Select a valid choice.' });
    expect(errorsOf(letterTemplateBody.safeParse({ name: 'A', content: 'x'.repeat(LETTER_CONTENT_MAX_CHARS + 1) }))).toEqual({
      content: `Ensure this field has no more than ${LETTER_CONTENT_MAX_CHARS} characters.`,
    });
  });

  it('needs the content and the token for an autosave', () => {
    expect(errorsOf(letterTemplateContentUpdate.safeParse({}))).toEqual({ content: 'This field is required.', consistency_token: 'This field is required.' });
  });
});

describe('letter variables and categories', () => {
  it("has spec 3 §3's variables in three groups, the four lists marked", () => {
    const groups = letterVariableGroups();
    expect(groups.map((g) => [g.group, g.variables.length])).toEqual([
      ['Patient', 17],
      ['Decursus', 5],
      ['Prescription', 2],
    ]);
    const lists = Object.entries(LETTER_VARIABLES)
      .filter(([, v]) => v.list)
      .map(([name]) => name);
    expect(lists).toEqual(['allergies', 'history', 'prescriptions_chronic', 'prescriptions']);
  });

  it("has 'uncategorized' and 'referrals' among the categories", () => {
    expect(LETTER_CATEGORIES.map((c) => c.code)).toEqual(expect.arrayContaining(['uncategorized', 'referrals']));
  });
});
