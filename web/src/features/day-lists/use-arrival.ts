import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { apiQuery, type ApiOperation, queryKeyOf } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';

// Reception marks a patient Arrived from the day lists (issue 11.4), or undoes it. The same
// transition as the consultation screen's Arrived (PATCH arrived/), with the row's token.

/** The answers an arrival changes: every day list, the schedule, the calendars, and the consultation's patient. */
const DAY_READS: readonly ApiOperation[] = [
  'practitionerWaitingPatients',
  'administrationWaitingPatients',
  'practitionerTreatedPatients',
  'administrationTreatedPatients',
  'practitionerHourlyPatients',
  'scheduleSidebar',
  'getSlots',
];

function staleAfterArrival(consultation: ConsultationSummary): QueryKey[] {
  const patient = { params: { id: consultation.patient_id } };
  return [
    ...DAY_READS.map((operation) => queryKeyOf(operation)),
    queryKeyOf('futureConsultations', patient),
    queryKeyOf('currentConsultation', patient),
    queryKeyOf('lastConsultation', patient),
    queryKeyOf('listLogs', patient),
  ];
}

function failureText(error: unknown): string | undefined {
  if (!isApiError(error)) return 'The arrival could not be saved.';
  if (error.redirected) return undefined;
  if (error.status === 409) return 'This consultation was changed by someone else; the lists have been reloaded. Try again.';
  return error.fieldError('arrived') ?? error.nonFieldErrors[0] ?? error.message;
}

/** const { setArrived, busy } = useArrival(): busy is the id of the consultation being saved. */
export function useArrival() {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<string | undefined>();
  const setArrived = useCallback(
    async (consultation: ConsultationSummary, arrived: boolean) => {
      setBusy(consultation.id);
      try {
        const saved = await callApi('setConsultationArrived', {
          params: { id: consultation.id },
          body: { arrived, consistency_token: consultation.consistency_token },
        });
        client.setQueryData(apiQuery('getConsultation', { params: { id: saved.id } }).queryKey, saved);
      } catch (error) {
        const text = failureText(error);
        if (text) notify({ type: 'error', header: arrived ? 'Arrived was not saved' : 'Undo Arrived was not saved', content: text });
      } finally {
        setBusy(undefined);
        // Also after a failure: a 409 means the rows are old.
        for (const queryKey of staleAfterArrival(consultation)) void client.invalidateQueries({ queryKey });
      }
    },
    [client, notify],
  );
  return { setArrived, busy };
}
