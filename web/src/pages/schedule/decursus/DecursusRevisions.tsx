import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '@/api';
import { useIcpcCodes } from '@/components/icpc/useIcpcCodes';
import { RevisionDialog } from '@/components/revisions/RevisionDialog';
import { type Revision } from '@/components/revisions/revisions';
import { apiQuery, queryKeyOf, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { decursusRevisionContent } from './decursus-revisions';

interface DecursusRevisionsProps {
  decursusId: string;
  patientId: string;
  /** The token the form holds: a revert over a save it has not seen is refused (409). */
  token: string;
  onReverted(decursus: Decursus): void;
  onDismiss(): void;
}

/** The note's versions in the revision dialog ('{n} Decursus Revision(s)'); a revert is a new version. */
export function DecursusRevisions({ decursusId, patientId, token, onReverted, onDismiss }: DecursusRevisionsProps) {
  const icpc = useIcpcCodes();
  const { notify } = useNotifications();
  const revisions = useQuery(apiQuery('listDecursusRevisions', { params: { id: decursusId } }));
  const revert = useApiMutation('revertDecursus', {
    update: (client, saved) => client.setQueryData(queryKeyOf('getDecursus', { params: { id: saved.id } }), saved),
    invalidates: () => [queryKeyOf('listDecursusRevisions', { params: { id: decursusId } }), queryKeyOf('listLogs', { params: { id: patientId } })],
  });
  useEffect(() => {
    if (revisions.isError && !(isApiError(revisions.error) && revisions.error.redirected)) {
      notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
      onDismiss();
    }
  }, [revisions.isError, revisions.error, notify, onDismiss]);
  const contentOf = useCallback((revision: Revision) => decursusRevisionContent(revision, icpc.items), [icpc.items]);

  const onRevert = async (revision: Revision) => {
    try {
      const saved = await revert.mutateAsync({ params: { id: decursusId }, body: { version: revision.version, consistency_token: token } });
      onReverted(saved);
      notify({ type: 'success', header: 'Decursus updated', content: 'Decursus was updated successfully' });
      onDismiss();
    } catch (error) {
      if (isApiError(error) && error.redirected) return;
      notify({ type: 'error', header: 'Error', content: isApiError(error) && error.status === 409 ? error.message : 'Something went wrong' });
    }
  };

  if (!revisions.data) return null; // opens once the versions are in
  return <RevisionDialog visible title="Decursus" revisions={revisions.data} contentOf={contentOf} onRevert={onRevert} onDismiss={onDismiss} />;
}
