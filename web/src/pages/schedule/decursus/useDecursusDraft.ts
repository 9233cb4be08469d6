import { type Decursus, type DecursusTextField } from '@praktijk/shared/schemas/decursus';
import { type DecursusDraft } from '@praktijk/shared/schemas/drafts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi, callSecondaryApi } from '@/api';
import { queryKeyOf } from '@/query/api-query';
import { checkDecursus, draftDiffers, textsOf } from './decursus-form';
import { type DraftWrites } from './server-draft';
import { type ServerDraft, useServerDraft } from './useServerDraft';
import { type DecursusForm } from './useDecursusForm';

// The current decursus's server draft (issue 21 §1): the five texts, on the token the form holds.
// A restored draft keeps the token it was typed on, so saving it over a note someone changed
// since is the ordinary conflict with its diff, never a silent overwrite. The draft calls are
// secondary: a background write that fails never signs the physician out mid-sentence.

export function useDecursusDraft(form: DecursusForm, decursus: Pick<Decursus, 'id'>, enabled: boolean, writes: DraftWrites): ServerDraft {
  const client = useQueryClient();
  const params = { id: decursus.id };
  const texts = textsOf(form.state.values);
  const draft = useServerDraft<Record<DecursusTextField, string>, DecursusDraft>({
    enabled,
    writes,
    values: texts,
    dirty: draftDiffers(texts, textsOf(form.state.baseline)),
    load: async () => (await callSecondaryApi('getDecursusDraft', { params })).draft,
    // Text over the contract's bound is a field error in the form, never a request (a 10 MB paste).
    save: (values) =>
      Object.keys(checkDecursus(form.state.values)).length > 0
        ? Promise.resolve()
        : callSecondaryApi('saveDecursusDraft', { params, body: { ...values, base_token: form.state.token } }),
    remove: () => callSecondaryApi('deleteDecursusDraft', { params }),
    apply: (stored) => {
      if (!draftDiffers(textsOf(stored), textsOf(form.state.baseline))) return false;
      form.restore(textsOf(stored), stored.base_token);
      return true;
    },
  });
  const { replace } = form;
  const { discard: discardDraft } = draft;
  // Discard shows the saved version: the note as the server has it now.
  const discard = useCallback(
    () =>
      discardDraft(async () => {
        const saved = await callApi('getDecursus', { params: { id: decursus.id } });
        client.setQueryData(queryKeyOf('getDecursus', { params: { id: saved.id } }), saved);
        replace(saved);
      }),
    [client, decursus.id, discardDraft, replace],
  );
  return { notice: draft.notice, discard };
}
