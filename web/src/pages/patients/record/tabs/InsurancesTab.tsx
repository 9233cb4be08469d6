import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useCallback, useEffect, useState } from 'react';
import { insuranceKind } from '@praktijk/shared/record-kinds';
import { isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { useRecordKind } from '@/query/record-kind';
import { TabLabel } from '@/components/form/TabLabel';
import { combinedStatus } from '@/components/form/tab-indicator';
import { type PatientTabProps, type TabStatus } from '@/features/records/types';
import { type InsuranceSlot, SLOT_LABEL } from './insurances/insurance-rules';
import { InsuranceForm } from './insurances/InsuranceForm';

const SLOTS: InsuranceSlot[] = ['primary', 'secondary'];

/** Insurances tab (spec 2 §2): Primary and Secondary sub-tabs, one insurance each. */
export function InsurancesTab({ patient, onStatusChange }: PatientTabProps) {
  const canChange = useCan()('change', 'insurance');
  // A saved insurance replaces the slot's record in the cached list (created or updated).
  const { list, create, update } = useRecordKind(insuranceKind, patient.id);
  const { data: insurances, error } = list;
  const [statuses, setStatuses] = useState<Record<InsuranceSlot, TabStatus>>({ primary: 'clean', secondary: 'clean' });

  const status = combinedStatus([statuses.primary, statuses.secondary]);
  useEffect(() => onStatusChange(status), [status, onStatusChange]);

  const statusSetters = {
    primary: useCallback((s: TabStatus) => setStatuses((all) => ({ ...all, primary: s })), []),
    secondary: useCallback((s: TabStatus) => setStatuses((all) => ({ ...all, secondary: s })), []),
  };

  if (error && !(isApiError(error) && error.redirected))
    return (
      <Alert type="error" header="Error">
        Something went wrong
      </Alert>
    );
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
          content: (
            <InsuranceForm
              key={insurance?.id ?? 'new'}
              patientId={patient.id}
              slot={slot}
              insurance={insurance}
              canChange={canChange}
              create={create.mutateAsync}
              update={update.mutateAsync}
              onStatusChange={statusSetters[slot]}
            />
          ),
          // Kept mounted once opened: switching between Primary and Secondary keeps what was typed.
          contentRenderStrategy: 'lazy',
        };
      })}
    />
  );
}
