import { useQueryClient } from '@tanstack/react-query';
import { TEMPLATE_NAME_TAKEN } from '@praktijk/shared/schemas/prescription-templates';
import { letterTemplateBody } from '@praktijk/shared/schemas/letters';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { queryKeyOf } from '@/query/api-query';
import { useConfirm } from '@/shell/confirm';
import { useNotifications } from '@/shell/notifications';
import { type BuilderAction, type BuilderState, type OpenedTemplate, type TemplateDraft, autosaveDue, sameTemplateName } from './template-builder-state';
import { TEMPLATE_CONFLICT, TEMPLATE_CREATED, TEMPLATE_GONE, TEMPLATE_SAVE_FAILED, TEMPLATE_UPDATED, overwriteTemplateRequest } from './template-texts';

/** Quiet time before an autosave: the spec's other autosave (procedure description, spec 3 §9) waits 1000 ms. */
export const TEMPLATE_AUTOSAVE_MS = 1000;

export interface TemplateSaveFailure {
  message: string;
  retry?(): void;
  /** A 409: loading the template again shows the other user's version. */
  reload?: boolean;
}

const nameTaken = (error: unknown) => isApiError(error) && error.status === 400 && error.fieldError('name') === TEMPLATE_NAME_TAKEN;

/**
 * Save (create, or PUT of the loaded template), Save as (create; over a name another template has:
 * asked, then a PUT of that one), and autosave (PATCH of the content only, after a quiet time).
 * Writes go one after another, each with the token the last answer gave, so an autosave on its
 * way and a Save never refuse each other. A failed save keeps the content and says so.
 */
export function useTemplateSave(state: BuilderState, dispatch: Dispatch<BuilderAction>, canChange: boolean) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<TemplateSaveFailure>();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  // The opened template as the server last answered it: read by each write when it runs.
  const opened = useRef<OpenedTemplate | null>(state.opened);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    opened.current = state.opened;
  }, [state.opened]);

  const enqueue = (write: () => Promise<void>): Promise<void> => {
    const run = queue.current.then(write);
    queue.current = run.catch(() => undefined);
    return run;
  };
  const listChanged = () => void client.invalidateQueries({ queryKey: queryKeyOf('listLetterTemplates') });

  const stored = (template: { id: string; consistency_token: string }, sent: TemplateDraft, created: boolean) => {
    opened.current = { id: template.id, consistency_token: template.consistency_token };
    dispatch({ type: 'saved', opened: opened.current, sent });
    listChanged();
    notify({ type: 'success', header: created ? TEMPLATE_CREATED : TEMPLATE_UPDATED });
  };

  const failed = (error: unknown, retry: () => void) => {
    if (!isApiError(error)) return setFailure({ message: TEMPLATE_SAVE_FAILED, retry });
    if (error.redirected) return undefined;
    const onName = error.fieldError('name');
    if (error.status === 400 && onName) return setNameError(onName);
    if (error.status === 409) return setFailure({ message: TEMPLATE_CONFLICT, reload: true });
    if (error.status === 404) {
      opened.current = null;
      dispatch({ type: 'detach' });
      return setFailure({ message: TEMPLATE_GONE });
    }
    if (error.status === 400) return setFailure({ message: [...Object.values(error.fieldErrors).flat(), ...error.nonFieldErrors].join(' ') || error.message });
    return setFailure({ message: `${TEMPLATE_SAVE_FAILED} (${error.message})`, retry });
  };

  /** The draft as the contract takes it, or the name's error under the field. */
  const checkedDraft = (): TemplateDraft | undefined => {
    const { draft } = latest.current;
    const name = letterTemplateBody.shape.name.safeParse(draft.name);
    if (!name.success) setNameError(name.error.issues[0]?.message);
    return name.success ? draft : undefined;
  };

  const run = async (attempt: (draft: TemplateDraft) => Promise<void>, retry: () => void) => {
    const draft = checkedDraft();
    if (!draft || !canChange) return;
    setFailure(undefined);
    setNameError(undefined);
    setSaving(true);
    try {
      await enqueue(() => attempt(draft));
    } catch (error) {
      failed(error, retry);
    } finally {
      setSaving(false);
    }
  };

  const put = async (target: OpenedTemplate, draft: TemplateDraft) => {
    const body = { ...draft, consistency_token: target.consistency_token };
    stored(await callApi('updateLetterTemplate', { params: { id: target.id }, body }), draft, false);
  };

  const overwrite = async (draft: TemplateDraft, refusal: unknown) => {
    const templates = await callApi('listLetterTemplates', { query: {} });
    const existing = templates.find((t) => sameTemplateName(t.name, draft.name));
    if (!existing) throw refusal;
    if (await confirm(overwriteTemplateRequest(existing.name))) await put(existing, draft);
  };

  const create = async (draft: TemplateDraft) => {
    try {
      stored(await callApi('createLetterTemplate', { body: draft }), draft, true);
    } catch (error) {
      if (!nameTaken(error)) throw error;
      await overwrite(draft, error);
    }
  };

  const save = (): Promise<void> =>
    run(
      (draft) => (opened.current ? put(opened.current, draft) : create(draft)),
      () => void save(),
    );
  const saveAs = (): Promise<void> => run(create, () => void saveAs());

  useAutosave(state, canChange && !saving && !failure, async (content) => {
    await enqueue(async () => {
      const target = opened.current;
      if (!target) return;
      try {
        const answer = await callApi('updateLetterTemplateContent', {
          params: { id: target.id },
          body: { content, consistency_token: target.consistency_token },
        });
        opened.current = { id: target.id, consistency_token: answer.consistency_token };
        dispatch({ type: 'autosaved', consistency_token: answer.consistency_token, content });
      } catch (error) {
        failed(error, () => {
          setFailure(undefined);
        });
      }
    });
  });

  const clearErrors = () => {
    setFailure(undefined);
    setNameError(undefined);
  };
  return { save, saveAs, saving, nameError, failure, clearErrors };
}

/**
 * Sends the content after TEMPLATE_AUTOSAVE_MS without a change; leaving the screen before then
 * sends it at once instead of dropping it.
 */
function useAutosave(state: BuilderState, allowed: boolean, send: (content: string) => Promise<void>): void {
  const due = allowed && autosaveDue(state);
  const content = state.draft.content;
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    pending.current = due ? content : undefined;
    if (!due) return undefined;
    const timer = setTimeout(() => {
      pending.current = undefined;
      void sendRef.current(content);
    }, TEMPLATE_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [due, content]);
  useEffect(
    () => () => {
      if (pending.current !== undefined) void sendRef.current(pending.current);
    },
    [],
  );
}
