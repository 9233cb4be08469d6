import { type QueryClient, type QueryKey } from '@tanstack/react-query';
import { insuranceInForce } from '@praktijk/shared/records/insurance';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { queryKeyOf } from '@/query/api-query';

// The answers a procedure's write makes stale, wherever it was made (the Procedures tab or a
// decursus's sub-panel read the same records): the patient's pages, the note's list, the Logs.
function procedureStale(patientId: string, decursusId: string | null): QueryKey[] {
  return [
    queryKeyOf('listPatientProcedures', { params: { id: patientId } }),
    ...(decursusId ? [queryKeyOf('listDecursusProcedures', { params: { id: decursusId } })] : []),
    queryKeyOf('listLogs', { params: { id: patientId } }),
  ];
}

/** Reads again what a procedure's write (create, description, delete) made stale. */
export function refreshProcedures(client: QueryClient, procedure: { patient_id: string; decursus: string | null }) {
  return Promise.all(procedureStale(procedure.patient_id, procedure.decursus).map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Spec 3 §5: whether the patient has a primary insurance in force today (the tariff list follows it). */
export function hasPrimaryInsurance(insurances: readonly { is_primary: boolean; is_active: boolean; effective_date: string | null; expiry_date: string }[]) {
  const today = practiceToday();
  return insurances.some((insurance) => insurance.is_primary && insuranceInForce(insurance, today));
}
