import { type Letter } from '@praktijk/shared/schemas/letters';
import { useCallback, useReducer, useState } from 'react';
import { type PickedTemplate } from '@/features/letters/LetterTemplatePicker';
import { callApi, callSecondaryApi } from '@/api';
import { errorToastText } from '@/shell/error-toast-text';
import { useConfirm } from '@/shell/confirm';
import { useNotifications } from '@/shell/notifications';
import { useUnsavedChanges } from '@/shell/unsaved/useUnsavedChanges';
import { EMPTY_WRITER, isDirty, type WriterAction, writerReducer } from './letter-writer-state';
import { discardRequest, LOAD_FAILED } from './writer-texts';

/** A template as the Templates picker lists it. */

/**
 * The letter editor's state and how letters and templates come into it (spec 3 §2, §4): a blank
 * letter, a stored letter (Open File, or a row's edit) by its to_html, or a practice template
 * filled for this patient by the server. Whatever replaces unsaved work asks first. While the
 * editor holds unsaved work, leaving the page asks too (useUnsavedChanges).
 */
export function useLetterWriter(patientId: string) {
  const [state, dispatch] = useReducer(writerReducer, EMPTY_WRITER);
  const [loading, setLoading] = useState(false);
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const dirty = isDirty(state);
  useUnsavedChanges(dirty);

  const mayReplace = async (what: 'open' | 'close') => !dirty || (await confirm(discardRequest(what)));

  const load = async (read: () => Promise<Omit<Extract<WriterAction, { type: 'load' }>, 'type'>>) => {
    if (!(await mayReplace('open'))) return false;
    setLoading(true);
    try {
      dispatch({ type: 'load', ...(await read()) });
      return true;
    } catch (error) {
      const text = errorToastText(error);
      if (text) notify({ type: 'error', header: LOAD_FAILED, content: text });
      return false;
    } finally {
      setLoading(false);
    }
  };

  const openLetter = (letter: Letter) =>
    load(async () => {
      const { html } = await callApi('patientLetterToHtml', { params: { id: letter.id } });
      return {
        letter: { id: letter.id, name: letter.name, consistency_token: letter.consistency_token },
        template: letter.template,
        name: letter.name,
        content: html,
      };
    });
  // A template starts a new letter named like the template (the name can be changed before Save as).
  const openTemplate = (template: PickedTemplate) =>
    load(async () => {
      const { html } = await callSecondaryApi('letterTemplateToHtml', { params: { id: template.id }, query: { patient: patientId } });
      return { letter: null, template: template.id, name: template.name, content: html };
    });
  const startBlank = () => load(() => Promise.resolve({ letter: null, template: null, name: '', content: '' }));

  /** Empties the editor without asking (the user already agreed to close it). */
  const reset = () => dispatch({ type: 'load', letter: null, template: null, name: '', content: '' });
  const edit = useCallback((content: string) => dispatch({ type: 'edit', content }), []);
  const rename = (name: string) => dispatch({ type: 'rename', name });

  return { state, dispatch, dirty, loading, openLetter, openTemplate, startBlank, reset, edit, rename, mayClose: () => mayReplace('close') };
}

export type LetterWriter = ReturnType<typeof useLetterWriter>;
