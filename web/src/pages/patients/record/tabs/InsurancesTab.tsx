import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useCallback, useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../../api';
import { useCan } from '../../../../auth/permissions';
import { TabLabel } from '../../../../components/form/TabLabel';
import { combinedStatus } from '../../../../components/form/tab-indicator';
import { type PatientTabProps, type TabStatus } from '../types';
import { type Insurance, type InsuranceSlot, SLOT_LABEL } from './insurances/insurance-rules';
import { InsuranceForm } from './insurances/InsuranceForm';

const SLOTS: InsuranceSlot[] = ['primary', 'secondary'];
type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; insurances: Insurance[] };

/** Insurances tab (spec 2 §2): Primary and Secondary sub-tabs, one insurance each. */
export function InsurancesTab({ patient, onStatusChange }: PatientTabProps) {
  const canChange = useCan()('change', 'insurance');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [statuses, setStatuses] = useState<Record<InsuranceSlot, TabStatus>>({ primary: 'clean', secondary: 'clean' });

  useEffect(() => {
    let active = true;
    callApi('listInsurances', { params: { id: patient.id } }).then(
      (insurances) => active && setLoaded({ status: 'ready', insurances }),
      (error: unknown) => active && !(isApiError(error) && error.redirected) && setLoaded({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [patient.id]);

  const status = combinedStatus([statuses.primary, statuses.secondary]);
  useEffect(() => onStatusChange(status), [status, onStatusChange]);

  const statusSetters = {
    primary: useCallback((s: TabStatus) => setStatuses((all) => ({ ...all, primary: s })), []),
    secondary: useCallback((s: TabStatus) => setStatuses((all) => ({ ...all, secondary: s })), []),
  };
  // A saved insurance replaces the slot's record (created or updated).
  const saved = useCallback((insurance: Insurance) => {
    setLoaded((current) => (current.status === 'ready' ? { status: 'ready', insurances: [...current.insurances.filter((i) => i.id !== insurance.id), insurance] } : current));
  }, []);

  if (loaded.status === 'loading') return <Spinner size="large" />;
  if (loaded.status === 'failed') return <Alert type="error" header="Error">Something went wrong</Alert>;
  const inSlot = (slot: InsuranceSlot) => loaded.insurances.find((i) => i.is_primary === (slot === 'primary'));

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
