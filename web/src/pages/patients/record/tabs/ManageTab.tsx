import Tabs, { type TabsProps } from '@cloudscape-design/components/tabs';
import { useCan } from '@/auth/permissions';
import { type PatientTabProps } from '@/features/records/types';
import { DeactivatePatient } from './manage/DeactivatePatient';
import { LogsTable } from './manage/LogsTable';

/**
 * Manage tab (spec 3 §2): Deactivate Patient (execute on patient) and Logs (view on log).
 * Export Patient (BETA) comes with a later issue.
 */
export function ManageTab({ patient, onPatientChanged }: PatientTabProps) {
  const can = useCan();
  const tabs: TabsProps.Tab[] = [];
  if (can('execute', 'patient'))
    tabs.push({ id: 'deactivate', label: 'Deactivate Patient', content: <DeactivatePatient patient={patient} onPatientChanged={onPatientChanged} /> });
  if (can('view', 'log')) tabs.push({ id: 'logs', label: 'Logs', content: <LogsTable patientId={patient.id} /> });
  return <Tabs ariaLabel="Manage" tabs={tabs} />;
}
