import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { queryKeyOf } from '@/query/api-query';
import { errorToastText } from '@/shell/error-toast-text';
import { useConfirm } from '@/shell/confirm';
import { useNotifications } from '@/shell/notifications';
import { type BuilderAction, type BuilderState, isDirty } from './template-builder-state';
import { type useTemplateSave } from './template-save';
import { TEMPLATE_DELETE_FAILED, TEMPLATE_DELETED, TEMPLATE_LOAD_FAILED, deleteTemplateRequest, discardTemplateRequest } from './template-texts';

type Saver = ReturnType<typeof useTemplateSave>;

/**
 * Loading a template (getLetterTemplate: the list has no content), starting a new one, reloading
 * after a conflict, and deleting. Replacing unsaved changes asks first (spec 3 §4).
 */
export function useTemplateLoad(state: BuilderState, dispatch: Dispatch<BuilderAction>, saver: Saver) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const mayDiscard = async (what: 'load' | 'new') => !isDirty(state) || confirm(discardTemplateRequest(what));

  const fetchInto = async (id: string) => {
    setLoading(true);
    setError(undefined);
    try {
      const template = await callApi('getLetterTemplate', { params: { id } });
      saver.clearErrors();
      dispatch({ type: 'loaded', template });
    } catch (failure) {
      if (!isApiError(failure) || !failure.redirected) setError(TEMPLATE_LOAD_FAILED);
    } finally {
      setLoading(false);
    }
  };

  const load = async (id: string) => {
    if (id === state.opened?.id && !isDirty(state)) return;
    if (await mayDiscard('load')) await fetchInto(id);
  };

  /** After a 409: the other user's version replaces what is here (the conflict text says so). */
  const reload = async () => {
    if (state.opened) await fetchInto(state.opened.id);
  };

  const startNew = async () => {
    if (!(await mayDiscard('new'))) return;
    saver.clearErrors();
    dispatch({ type: 'new' });
  };

  const remove = async () => {
    const target = state.opened;
    if (!target || !(await confirm(deleteTemplateRequest(state.saved.name)))) return;
    setLoading(true);
    try {
      await callApi('deleteLetterTemplate', { params: { id: target.id }, query: { consistency_token: target.consistency_token } });
      dispatch({ type: 'new' });
      void client.invalidateQueries({ queryKey: queryKeyOf('listLetterTemplates') });
      notify({ type: 'success', header: TEMPLATE_DELETED });
    } catch (failure) {
      const text = errorToastText(failure);
      if (text) notify({ type: 'error', header: TEMPLATE_DELETE_FAILED, content: text });
    } finally {
      setLoading(false);
    }
  };

  return { load, reload, startNew, remove, loading, error };
}
