import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { bloodTypeKind } from '@praktijk/shared/record-kinds';
import { useCallback, useState } from 'react';
import { SingleRecordState } from '@/components/SingleRecordState';
import { useCan } from '@/auth/permissions';
import { useRecordKind } from '@/query/record-kind';
import { browsable } from '../history-card';
import { BLOOD_TYPE_TITLE } from './bloodtype/blood-type-values';
import { BloodTypeForm } from './bloodtype/BloodTypeForm';
import { BloodTypeRevisions } from './bloodtype/BloodTypeRevisions';
import { type HealthSectionProps } from '../health-section';

/**
 * The Blood Type sub-tab (spec 2 §2, §4) and consultation card: the patient's one blood type,
 * created by the first Submit and updated after, with 'Browse Revisions' from two versions on.
 */
export function BloodTypeSection({ patientId, decursusId, headingVariant = 'h2', onStatusChange }: HealthSectionProps) {
  const can = useCan();
  const { list, create, update } = useRecordKind(bloodTypeKind, patientId, { enabled: can('view', 'bloodtype') });
  const [browsing, setBrowsing] = useState(false);
  const closeRevisions = useCallback(() => setBrowsing(false), []);
  const bloodType = list.data;

  return (
    <>
      <Container
        data-testid="bloodtype-section"
        header={
          <Header
            variant={headingVariant}
            actions={
              <Button disabled={!bloodType || !browsable(bloodType.version)} onClick={() => setBrowsing(true)} data-testid="bloodtype-browse-revisions">
                Browse Revisions
              </Button>
            }
          >
            {BLOOD_TYPE_TITLE}
          </Header>
        }
      >
        <SingleRecordState query={list}>
          {(stored) => (
            <BloodTypeForm
              // A created blood type starts a new form: locked, updated from then on.
              key={stored?.id ?? 'new'}
              patientId={patientId}
              decursusId={decursusId ?? null}
              bloodType={stored}
              canSave={can(stored ? 'change' : 'add', 'bloodtype')}
              create={create.mutateAsync}
              update={update.mutateAsync}
              onStatusChange={onStatusChange}
            />
          )}
        </SingleRecordState>
      </Container>
      {bloodType && browsing && (
        <BloodTypeRevisions patientId={patientId} bloodType={bloodType} canRevert={can('change', 'bloodtype')} onDismiss={closeRevisions} />
      )}
    </>
  );
}
