import { type ProcedureType } from '@praktijk/shared/records/procedures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { secondaryQuery } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { hasPrimaryInsurance, refreshProcedures } from './procedure-queries';

/**
 * Adding a procedure to a note (spec 3 §4: "added by picking a search hit, which saves at once"),
 * and whether the patient has a primary insurance in force (the tariff list's message). A failure
 * says 'Error' / 'Something went wrong' (spec 3 §8) and rejects, so the search keeps its text.
 */
export function useAddProcedure(patientId: string) {
  const can = useCan();
  const client = useQueryClient();
  const { notify } = useNotifications();
  const insurances = useQuery({ ...secondaryQuery('listInsurances', { params: { id: patientId } }), enabled: can('view', 'insurance') });
  const add = async (decursus: string, type: ProcedureType, description = '') => {
    try {
      await callApi('createProcedure', { body: { patient: patientId, decursus, type_id: type.id, description } });
    } catch (error) {
      if (!(isApiError(error) && error.redirected)) notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
      throw error;
    }
    await refreshProcedures(client, { patient_id: patientId, decursus });
  };
  return {
    canAdd: can('add', 'procedure'),
    add,
    /** Known once the insurances are read (undefined before, or when the user may not see them). */
    insured: insurances.data ? hasPrimaryInsurance(insurances.data) : undefined,
  };
}
