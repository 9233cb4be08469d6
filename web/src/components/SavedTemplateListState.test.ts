import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  activeAfterDelete,
  deleteTemplateLabel,
  deleteTemplateQuestion,
  TEMPLATE_DELETE_TEXTS,
  type TemplateDeleteState,
  templateDeleteStep,
  templateNameProblem,
} from './SavedTemplateListState';

describe('the inline delete of a saved template (spec 2 §4)', () => {
  it('asks about one template at a time; Cancel closes the question', () => {
    let state: TemplateDeleteState = {};
    state = templateDeleteStep(state, { type: 'ask', id: 'a' });
    expect(state).toEqual({ asking: 'a' });
    state = templateDeleteStep(state, { type: 'ask', id: 'b' });
    expect(state).toEqual({ asking: 'b' });
    expect(templateDeleteStep(state, { type: 'cancel' })).toEqual({});
  });

  it('sends the delete of the template asked about, and holds still until it is done', () => {
    const deleting = templateDeleteStep({ asking: 'a' }, { type: 'confirm' });
    expect(deleting).toEqual({ asking: 'a', deleting: 'a' });
    // A second confirmation (a double click), Cancel or another template's delete changes nothing while it is sent.
    expect(templateDeleteStep(deleting, { type: 'confirm' })).toBe(deleting);
    expect(templateDeleteStep(deleting, { type: 'cancel' })).toBe(deleting);
    expect(templateDeleteStep(deleting, { type: 'ask', id: 'b' })).toBe(deleting);
    expect(templateDeleteStep(deleting, { type: 'done' })).toEqual({});
  });

  it('confirms nothing when nothing was asked', () => {
    expect(templateDeleteStep({}, { type: 'confirm' })).toEqual({});
    expect(templateDeleteStep({}, { type: 'done' })).toEqual({});
  });

  it('deselects the active template only when it is the one deleted', () => {
    const active = { id: 'a', name: 'Amoxicilline kuur' };
    expect(activeAfterDelete(active, { id: 'a' })).toBeUndefined();
    expect(activeAfterDelete(active, { id: 'b' })).toBe(active);
    expect(activeAfterDelete(undefined, { id: 'a' })).toBeUndefined();
  });

  it('names the template in the button and the question, and asks in the same words in every list', () => {
    expect(deleteTemplateLabel('Gember kuur')).toBe('Delete template Gember kuur');
    expect(deleteTemplateQuestion('Gember kuur')).toBe('Delete template Gember kuur?');
    expect(TEMPLATE_DELETE_TEXTS).toEqual({ question: 'Delete this template?', cancel: 'Cancel', confirm: 'Delete' });
  });
});

describe("why a template's name was not saved", () => {
  const http = (fieldErrors: Record<string, string[]>, nonFieldErrors: string[] = [], redirected = false) =>
    new ApiError({ kind: 'http', status: 400, message: 'Some fields are not valid.', fieldErrors, nonFieldErrors, redirected });

  it("answers the server's word on the name first, then its other messages, then the status's", () => {
    expect(templateNameProblem(http({ name: ['A template with this name already exists.'], tests: ['x'] }))).toBe('A template with this name already exists.');
    expect(templateNameProblem(http({}, ['The record was changed.']))).toBe('The record was changed.');
    expect(templateNameProblem(http({ tests: ['No tests selected', 'Too many'] }))).toBe('No tests selected Too many');
    expect(templateNameProblem(http({}))).toBe('Some fields are not valid.');
  });

  it('says nothing once the app is leaving for /login, and a plain failure in its own words', () => {
    expect(templateNameProblem(http({ name: ['x'] }, [], true))).toBeUndefined();
    expect(templateNameProblem(new Error('Offline'))).toBe('Offline');
    expect(templateNameProblem('nonsense')).toBe('Something went wrong');
  });
});
