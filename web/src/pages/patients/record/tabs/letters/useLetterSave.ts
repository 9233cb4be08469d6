import { useQueryClient } from '@tanstack/react-query';
import { LETTER_NAME_TAKEN, letterCreateBody } from '@praktijk/shared/schemas/letters';
import { useState } from 'react';
import { callApi, isApiError } from '@/api';
import { letterWritesStale } from '@/features/letters/patient-letters/usePatientLetterPage';
import { type ApiResult } from '@/query/api-query';
import { useConfirm } from '@/shell/confirm';
import { findLetterByName } from './find-letter';
import { type OpenedLetter } from './letter-writer-state';
import { type LetterWriter } from './useLetterWriter';
import { LETTER_GONE, overwriteRequest, SAVE_CONFLICT, SAVE_FAILED_KEPT } from './writer-texts';

export interface SaveFailure {
  message: string;
  /** Tries the same save again with what the editor holds now; absent where trying again cannot help. */
  retry?(): void;
}

/** A letter with its content, as a create or a save answers it. */
type LetterWithContent = ApiResult<'createPatientLetter'>;

const opened = ({ id, name, consistency_token }: LetterWithContent): OpenedLetter => ({ id, name, consistency_token });
const nameTaken = (error: unknown) => isApiError(error) && error.status === 400 && (error.fieldErrors.name ?? []).includes(LETTER_NAME_TAKEN);

/**
 * Save (PATCH of the opened letter, can_change) and Save as (a new letter, can_add; over a name the
 * patient already has: asked, then a PATCH of that letter, which needs can_change too). A failed
 * save keeps the text and says why: a field error under the name, a conflict, or a failure with Retry.
 */
export function useLetterSave(patientId: string, writer: LetterWriter, may: { change: boolean }) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<SaveFailure>();
  const { state, dispatch } = writer;

  /** The name as the contract takes it, or its error under the field. */
  const checkedName = (): string | undefined => {
    const parsed = letterCreateBody.shape.name.safeParse(state.name);
    if (!parsed.success) setNameError(parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : undefined;
  };

  const stored = (letter: LetterWithContent, sentName: string, content: string) => {
    dispatch({ type: 'saved', letter: opened(letter), sentName, content });
    for (const queryKey of letterWritesStale(patientId)) void client.invalidateQueries({ queryKey });
  };

  const patch = async (target: OpenedLetter, name: string) => {
    const { content, name: sentName } = state;
    const body = { ...(name !== target.name ? { name } : {}), edited_content: content, consistency_token: target.consistency_token };
    stored(await callApi('updatePatientLetter', { params: { id: target.id }, body }), sentName, content);
  };

  const failed = (error: unknown, retry: () => void) => {
    if (!isApiError(error)) return setFailure({ message: SAVE_FAILED_KEPT, retry });
    if (error.redirected) return;
    const onName = error.fieldError('name');
    if (error.status === 400 && onName) return setNameError(onName);
    if (error.status === 409) return setFailure({ message: SAVE_CONFLICT });
    if (error.status === 404) {
      dispatch({ type: 'detach' });
      return setFailure({ message: LETTER_GONE });
    }
    if (error.status === 400) return setFailure({ message: [...Object.values(error.fieldErrors).flat(), ...error.nonFieldErrors].join(' ') || error.message });
    setFailure({ message: `${SAVE_FAILED_KEPT} (${error.message})`, retry });
  };

  const run = async (attempt: () => Promise<void>, retry: () => void) => {
    setFailure(undefined);
    setNameError(undefined);
    setSaving(true);
    try {
      await attempt();
    } catch (error) {
      failed(error, retry);
    } finally {
      setSaving(false);
    }
  };

  const save = (): Promise<void> => {
    const { letter } = state;
    const name = checkedName();
    if (!letter || name === undefined) return Promise.resolve();
    return run(
      () => patch(letter, name),
      () => void save(),
    );
  };

  const overwrite = async (name: string, refusal: unknown) => {
    const existing = await findLetterByName(patientId, name);
    if (!existing || !may.change) throw refusal;
    if (await confirm(overwriteRequest(existing.name))) await patch(existing, name);
  };

  const saveAs = (): Promise<void> => {
    const name = checkedName();
    if (name === undefined) return Promise.resolve();
    const { content, template, name: sentName } = state;
    return run(
      async () => {
        try {
          stored(await callApi('createPatientLetter', { body: { patient: patientId, name, template, edited_content: content } }), sentName, content);
        } catch (error) {
          if (!nameTaken(error)) throw error;
          await overwrite(name, error);
        }
      },
      () => void saveAs(),
    );
  };

  const clearErrors = () => {
    setFailure(undefined);
    setNameError(undefined);
  };
  return { save, saveAs, saving, nameError, failure, clearErrors };
}
