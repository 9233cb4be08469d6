import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import { historyKind } from '@praktijk/shared/record-kinds';
import { useState } from 'react';
import { SingleRecordState } from '@/components/SingleRecordState';
import { useCan } from '@/auth/permissions';
import { useRecordKind } from '@/query/record-kind';
import { browsable } from '@/features/records/history-card';
import { HistoryForm } from './HistoryForm';
import { HistoryRevisions } from './HistoryRevisions';

/**
 * The General History card of the consultation screen (spec 3 §2): the patient's one history,
 * created by the first Submit and updated after; its revisions browsable from two versions on.
 */
export function GeneralHistoryCard({ patientId, title }: { patientId: string; title: string }) {
  const can = useCan();
  const { list, create, update } = useRecordKind(historyKind, patientId);
  const [browsing, setBrowsing] = useState(false);
  const history = list.data;

  return (
    <>
      <ExpandableSection
        variant="container"
        headerText={title}
        headingTagOverride="h2"
        defaultExpanded
        headerActions={
          <Button disabled={!history || !browsable(history.version)} onClick={() => setBrowsing(true)} data-testid="history-browse-revisions">
            Browse Revisions
          </Button>
        }
      >
        <SingleRecordState query={list}>
          {(stored) => (
            <HistoryForm
              key={stored?.id ?? 'new'}
              patientId={patientId}
              history={stored}
              canSave={can(stored ? 'change' : 'add', 'history')}
              create={create.mutateAsync}
              update={update.mutateAsync}
            />
          )}
        </SingleRecordState>
      </ExpandableSection>
      {history && browsing && <HistoryRevisions patientId={patientId} history={history} title={title} onDismiss={() => setBrowsing(false)} />}
    </>
  );
}
