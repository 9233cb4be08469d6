import { PROCEDURE_DESCRIPTION_AUTOSAVE_MS, type Procedure } from '@praktijk/shared/records/procedures';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { DescriptionSaver } from './description-saver';
import { refreshProcedures } from './procedure-queries';

/**
 * The description savers of a list's procedures, one per procedure for as long as the list shows:
 * the row's description field types into it and the row's delete removes through it, so a delete
 * waits for the save on its way (description-saver.ts). A refused save says 'Error' / 'Something
 * went wrong' (spec 3 §8) and reads the lists again. Leaving the list saves what still waits.
 */
export function useProcedureSavers() {
  const client = useQueryClient();
  const { notify } = useNotifications();
  const [savers] = useState(() => new Map<string, DescriptionSaver>());

  const of = (procedure: Procedure): DescriptionSaver => {
    const known = savers.get(procedure.id);
    if (known) return known;
    const stale = () => void refreshProcedures(client, procedure);
    const saver = new DescriptionSaver(
      { description: procedure.description ?? '', consistency_token: procedure.consistency_token },
      {
        save: (description, token) => callApi('updateProcedure', { params: { id: procedure.id }, body: { description, consistency_token: token } }),
        remove: (token) => callApi('deleteProcedure', { params: { id: procedure.id }, query: { consistency_token: token } }),
        schedule: (run, ms) => {
          const timer = window.setTimeout(run, ms);
          return () => window.clearTimeout(timer);
        },
        onSaved: stale,
        onError: (error) => {
          if (!(isApiError(error) && error.redirected)) notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
          stale();
        },
      },
      PROCEDURE_DESCRIPTION_AUTOSAVE_MS,
    );
    savers.set(procedure.id, saver);
    return saver;
  };

  useEffect(
    () => () => {
      for (const saver of savers.values()) if (saver.dirty) void saver.flush();
    },
    [savers],
  );
  return { of };
}
export type ProcedureSavers = ReturnType<typeof useProcedureSavers>;
