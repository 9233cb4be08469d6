import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { useMemo } from 'react';
import { callApi, isApiError } from '@/api';
import { useCatalogueList } from '@/catalogue/useCatalogueList';
import { useNotifications } from '@/shell/notifications';
import { REASON_TOASTS, withoutReason, withReason } from './reason-lists';
import { useActivation } from './useActivation';

/** Why a change failed, to show by its control; undefined when it succeeded (or the app is leaving). */
export type ActionError = string | undefined;

function messageOf(error: unknown): ActionError {
  if (isApiError(error)) {
    if (error.redirected) return undefined;
    return (
      error.fieldError('name') ??
      error.nonFieldErrors[0] ??
      error.fieldError('consult_reason_types') ??
      error.fieldError('practitioner') ??
      (error.status === 409 ? 'Your reasons were changed elsewhere and have been reloaded. Try again.' : error.message)
    );
  }
  return error instanceof Error ? error.message : 'Something went wrong';
}

/**
 * The reason list, the user's activation and their changes. Each answer is put in the query cache
 * at once; the server's 'catalogue' and 'planning' messages then bring every open screen (this
 * one too) the list and the settings as stored.
 */
export function useReasonActions(user: { id: string; email: string }, { physician }: { physician: boolean }) {
  const list = useCatalogueList('consult_reason_types');
  const activation = useActivation(user, physician);
  const { notify } = useNotifications();
  const { update: updateList, items } = list;
  const { setActive } = activation;

  const actions = useMemo(() => {
    const attempt = async (change: () => Promise<void>, toast: { header: string; content: string }): Promise<ActionError> => {
      try {
        await change();
        notify({ type: 'success', ...toast });
        return undefined;
      } catch (error) {
        return messageOf(error);
      }
    };
    const update = (reason: ConsultReasonType, name: string, practitioner: string | null) =>
      callApi('updateConsultReasonType', { params: { id: reason.id }, body: { name, practitioner, consistency_token: reason.consistency_token } }).then(
        (saved) => updateList((items) => withReason(items, saved)),
      );

    return {
      create: (name: string) =>
        attempt(
          () => callApi('createConsultReasonType', { body: { name, practitioner: null } }).then((saved) => updateList((items) => withReason(items, saved))),
          REASON_TOASTS.created,
        ),
      activate: (reason: ConsultReasonType) => attempt(() => setActive(reason, true, items ?? []), REASON_TOASTS.activated),
      deactivate: (reason: ConsultReasonType) => attempt(() => setActive(reason, false, items ?? []), REASON_TOASTS.deactivated),
      rename: (reason: ConsultReasonType, name: string) => attempt(() => update(reason, name, reason.practitioner), REASON_TOASTS.renamed),
      remove: async (reason: ConsultReasonType) => {
        // Rejects on failure: the confirm overlay shows the spec's 'Error' toast itself.
        await callApi('deleteConsultReasonType', { params: { id: reason.id }, query: { consistency_token: reason.consistency_token } });
        updateList((items) => withoutReason(items, reason.id));
        notify({ type: 'success', ...REASON_TOASTS.deleted });
      },
    };
  }, [updateList, notify, setActive, items]);
  return { list, activation: activation.settings, ...actions };
}
