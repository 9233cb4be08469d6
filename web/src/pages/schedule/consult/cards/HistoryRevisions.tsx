import { historyKind } from '@praktijk/shared/record-kinds';
import { useCallback } from 'react';
import { useCan } from '@/auth/permissions';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { type Revision } from '@/components/revisions/revisions';
import { KindRevisions } from '@/query/kind-revisions';
import { type RecordKindHooks } from '@/query/record-kind';
import { historyRevisionContent } from '@/features/records/history-card';

type History = NonNullable<RecordKindHooks<typeof historyKind>['list']['data']>;

interface HistoryRevisionsProps {
  patientId: string;
  history: History;
  title: string;
  onDismiss(): void;
}

/**
 * The General History's revisions in the revision dialog (spec 1 §2, spec 3 §4): '{n} General
 * History Revision(s)', a chosen version reverted as a new version ('Revert to this Version').
 */
export function HistoryRevisions({ patientId, history, title, onDismiss }: HistoryRevisionsProps) {
  const icpc = useReferenceCatalogue('icpc_codes');
  const canRevert = useCan()('change', 'history');
  const contentOf = useCallback((revision: Revision) => historyRevisionContent(revision, icpc.items), [icpc.items]);
  return (
    <KindRevisions
      kind={historyKind}
      patientId={patientId}
      record={history}
      title={title}
      noticeThing="Patient history"
      contentOf={contentOf}
      canRevert={canRevert}
      onDismiss={onDismiss}
    />
  );
}
