import { type CalendarSettings } from '@praktijk/shared/schemas/calendar';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { callApi, isApiError } from '@/api';
import { apiQuery, queryKeyOf } from '@/query/api-query';
import { switchedActivation } from './reason-lists';

// A physician's activated reasons live in their calendar settings (issue 11.6): activating one
// saves the settings' consult_reason_types, the reason itself stays the practice's (or theirs).

/**
 * const activation = useActivation(user): the activated ids and the switch. Switches are sent one
 * after the other, each with the ids and token the cache holds when it is sent, so quick clicks
 * on several reasons never answer 409 to one another.
 */
export function useActivation(user: { id: string; email: string }, enabled: boolean) {
  const client = useQueryClient();
  const settingsQuery = apiQuery('getCalendarSettings', { params: { username: user.email } });
  const settings = useQuery({ ...settingsQuery, enabled });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const { queryKey } = settingsQuery;

  const setActive = useCallback(
    (reason: ConsultReasonType, active: boolean, reasons: readonly ConsultReasonType[]): Promise<void> => {
      const send = async () => {
        const current = client.getQueryData<CalendarSettings>(queryKey);
        if (!current) throw new Error('Your calendar settings are not loaded.');
        try {
          const saved = await callApi('updateCalendarSettings', {
            params: { id: current.id },
            body: {
              consult_reason_types: switchedActivation(current.consult_reason_types, reasons, user.id, { id: reason.id, active }),
              consistency_token: current.consistency_token,
            },
          });
          client.setQueryData(queryKey, saved);
        } catch (error) {
          // Changed elsewhere (another tab, an administrator): fetch it again for the next try.
          if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey });
          throw error;
        }
        // The forms' reason choices follow the settings (useConsultationOptions reads them).
        void client.invalidateQueries({ queryKey: queryKeyOf('planningSidebar') });
      };
      const run = queue.current.then(send, send);
      queue.current = run.catch(() => undefined);
      return run;
    },
    [client, queryKey, user.id],
  );

  return { settings, setActive };
}
