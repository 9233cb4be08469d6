import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../../api';
import { useCan } from '../../../../auth/permissions';
import { apiQuery } from '../../../../query/api-query';
import { TabLabel } from '../../../../components/form/TabLabel';
import { combinedStatus } from '../../../../components/form/tab-indicator';
import { type PatientTabProps, type TabStatus } from '../types';
import { type Insurance, type InsuranceSlot, SLOT_LABEL } from './insurances/insurance-rules';
import { InsuranceForm } from './insurances/InsuranceForm';

const SLOTS: InsuranceSlot[] = ['primary', 'secondary'];

/** Insurances tab (spec 2 §2): Primary and Secondary sub-tabs, one insurance each. */
export function InsurancesTab({ patient, onStatusChange }: PatientTabProps) {
  const canChange = useCan()('change', 'insurance');
  const client = useQueryClient();
  const insurancesQuery = useMemo(() => apiQuery('listInsurances', { params: { id: patient.id } }), [patient.id]);
  const { data: insurances, error } = useQuery(insurancesQuery);
  const [statuses, setStatuses] = useState<Record<InsuranceSlot, TabStatus>>({ primary: 'clean', secondary: 'clean' });

  const status = combinedStatus([statuses.primary, statuses.secondary]);
  useEffect(() => onStatusChange(status), [status, onStatusChange]);

  const statusSetters = {
    primary: useCallback((s: TabStatus) => setStatuses((all) => ({ ...all, primary: s })), []),
    secondary: useCallback((s: TabStatus) => setStatuses((all) => ({ ...all, secondary: s })), []),
  };
  // A saved insurance replaces the slot's record (created or updated).
  const saved = useCallback(
    (insurance: Insurance) => client.setQueryData(insurancesQuery.queryKey, (current) => current && [...current.filter((i) => i.id !== insurance.id), insurance]),
    [client, insurancesQuery],
  );

  if (error && !(isApiError(error) && error.redirected)) return <Alert type="error" header="Error">Something went wrong</Alert>;
  if (!insurances) return <Spinner size="large" />;
  const inSlot = (slot: InsuranceSlot) => insurances.find((i) => i.is_primary === (slot === 'primary'));

  return (
    <Tabs
      ariaLabel="Insurances"
      tabs={SLOTS.map((slot) => {
        const insurance = inSlot(slot);
        return {
          id: slot,
          label: <TabLabel label={SLOT_LABEL[slot]} status={statuses[slot]} testId={`${slot}-insurance-tab`} />,
          // A created insurance gives the slot a new key, so its form starts again, locked.
          content: <InsuranceForm key={insurance?.id ?? 'new'} patientId={patient.id} slot={slot} insurance={insurance} canChange={canChange} onSaved={saved} onStatusChange={statusSetters[slot]} />,
        };
      })}
    />
  );
}
