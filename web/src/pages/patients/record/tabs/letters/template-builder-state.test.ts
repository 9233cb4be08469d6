import { describe, expect, it } from 'vitest';
import { type LetterTemplate } from '@praktijk/shared/schemas/letters';
import { autosaveDue, builderReducer, categoryCode, initialBuilderState, isDirty, sameTemplateName } from './template-builder-state';

const template: LetterTemplate = {
  id: '01J0000000000000000000000A',
  name: 'Verwijsbrief',
  category: { id: 'referrals', code: 'referrals', name: 'Referrals' },
  content: '<p>Geachte collega</p>',
  created: '2026-11-28T10:00:00Z',
  updated: '2026-11-28T10:00:00Z',
  consistency_token: 't1',
};

describe('the Template Builder state', () => {
  it('starts new, clean, in the default category', () => {
    expect(initialBuilderState.draft.category).toBe('uncategorized');
    expect(isDirty(initialBuilderState)).toBe(false);
    expect(autosaveDue(initialBuilderState)).toBe(false);
  });

  it('is dirty after an edit, and a new template never autosaves (it has no id to PATCH)', () => {
    const edited = builderReducer(initialBuilderState, { type: 'edit', change: { content: '<p>x</p>' } });
    expect(isDirty(edited)).toBe(true);
    expect(autosaveDue(edited)).toBe(false);
  });

  it('autosaves a loaded template whose content changed, and only the content clears with the answer', () => {
    const loaded = builderReducer(initialBuilderState, { type: 'loaded', template });
    expect(isDirty(loaded)).toBe(false);
    const edited = builderReducer(loaded, { type: 'edit', change: { content: '<p>y</p>', name: 'Other' } });
    expect(autosaveDue(edited)).toBe(true);
    const autosaved = builderReducer(edited, { type: 'autosaved', consistency_token: 't2', content: '<p>y</p>' });
    expect(autosaved.opened?.consistency_token).toBe('t2');
    expect(autosaveDue(autosaved)).toBe(false);
    // The name is not sent by autosave: it stays unsaved until Save.
    expect(isDirty(autosaved)).toBe(true);
  });

  it('keeps what was typed while a save was on its way', () => {
    const edited = builderReducer(initialBuilderState, { type: 'edit', change: { name: 'A', content: '<p>1</p>' } });
    const sent = edited.draft;
    const typedMore = builderReducer(edited, { type: 'edit', change: { content: '<p>12</p>' } });
    const saved = builderReducer(typedMore, { type: 'saved', opened: { id: template.id, consistency_token: 't1' }, sent });
    expect(saved.draft.content).toBe('<p>12</p>');
    expect(isDirty(saved)).toBe(true);
  });

  it('keeps the form as a new template when the opened one was deleted meanwhile', () => {
    const loaded = builderReducer(initialBuilderState, { type: 'loaded', template });
    const detached = builderReducer(loaded, { type: 'detach' });
    expect(detached.opened).toBeNull();
    expect(detached.draft.name).toBe('Verwijsbrief');
    expect(isDirty(detached)).toBe(true);
  });

  it('reads categories and names as the server does', () => {
    expect(categoryCode('referrals')).toBe('referrals');
    expect(categoryCode('nonsense')).toBe('uncategorized');
    expect(sameTemplateName(' Verwijs   Brief ', 'verwijs brief')).toBe(true);
    expect(sameTemplateName('Verwijsbrief', 'Verwijsbrief 2')).toBe(false);
  });
});
