import { describe, expect, it } from 'vitest';
import { activeAfterDelete, deleteTemplateLabel, deleteTemplateQuestion, type TemplateDeleteState, templateDeleteStep } from './template-delete';

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

  it('names the template in the button and the question', () => {
    expect(deleteTemplateLabel('Gember kuur')).toBe('Delete template Gember kuur');
    expect(deleteTemplateQuestion('Gember kuur')).toBe('Delete template Gember kuur?');
  });
});
