import { type historyKind } from '@praktijk/shared/record-kinds';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '../../../../api';
import { useCan } from '../../../../auth/permissions';
import { useReferenceCatalogue } from '../../../../catalogue/useReferenceCatalogue';
import { RevisionDialog } from '../../../../components/revisions/RevisionDialog';
import { type Revision } from '../../../../components/revisions/revisions';
import { type RecordKindHooks } from '../../../../query/record-kind';
import { apiQuery, queryKeyOf, useApiMutation } from '../../../../query/api-query';
import { useNotifications } from '../../../../shell/notifications';
import { successToast } from '../../../patients/record/tabs/common/success-toast';
import { errorToastText } from '../consultation-actions';
import { historyRevisionContent } from './history-card';

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
  // A revert is a change (a new version): without change on history the versions are browsed only, never refused with a sign-out.
  const canRevert = useCan()('change', 'history');
  const { notify } = useNotifications();
  const revisions = useQuery(apiQuery('listHistoryRevisions', { params: { id: history.id } }));
  const revert = useApiMutation('revertHistory', {
    // The reverted history is the patient's history now; its revisions and Logs have one more entry.
    update: (client, saved) => client.setQueryData(queryKeyOf('getHistory', { params: { id: patientId } }), saved),
    invalidates: () => [queryKeyOf('listHistoryRevisions', { params: { id: history.id } }), queryKeyOf('listLogs', { params: { id: patientId } })],
  });
  useEffect(() => {
    if (revisions.isError && !(isApiError(revisions.error) && revisions.error.redirected)) {
      notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
      onDismiss();
    }
  }, [revisions.isError, revisions.error, notify, onDismiss]);
  const contentOf = useCallback((revision: Revision) => historyRevisionContent(revision, icpc.items), [icpc.items]);

  const onRevert = async (revision: Revision) => {
    try {
      await revert.mutateAsync({ params: { id: history.id }, body: { version: revision.version, consistency_token: history.consistency_token } });
      notify({ type: 'success', ...successToast('Patient history', 'updated') });
      onDismiss();
    } catch (error) {
      const text = errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    }
  };

  if (!revisions.data) return null; // opens once the versions are in
  return (
    <RevisionDialog visible title={title} revisions={revisions.data} contentOf={contentOf} onRevert={canRevert ? onRevert : undefined} onDismiss={onDismiss} />
  );
}
