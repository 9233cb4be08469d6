import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RecordKindDeclaration, type RecordRouteSpec } from '@praktijk/shared/record-kinds';
import { useCallback, useEffect } from 'react';
import { callApi, isApiError } from '@/api';
import { RevisionDialog } from '@/components/revisions/RevisionDialog';
import { type Revision } from '@/components/revisions/revisions';
import { errorToastText } from '@/shell/error-toast-text';
import { successToast } from '@/shell/success-toast';
import { useNotifications } from '@/shell/notifications';
import { type ApiOperation, queryKeyOf } from './api-query';

// The revision dialog of a record kind with revisions (General History, blood type; spec 1 §2,
// §4): its versions from the kind's revisions route, 'Revert to this Version' through its revert
// route (a new version), the saved record put in the kind's list at once, and the success notice.
export type RevisedKind = RecordKindDeclaration & { routes: { list: RecordRouteSpec; revisions: RecordRouteSpec; revert: RecordRouteSpec } };

interface KindRevisionsProps {
  kind: RevisedKind;
  patientId: string;
  record: { id: string; consistency_token: string };
  /** The record's name in the dialog's title: '3 Blood Type Revision(s)'. */
  title: string;
  /** The success notice's subject: 'Patient blood type' gives 'Patient blood type updated'. */
  noticeThing: string;
  /** The text a version compares by, with names for the codes it holds. */
  contentOf(revision: Revision): string;
  /** Change permission on the kind: a revert is a change; without it the versions are browsed only, never refused with a sign-out. */
  canRevert: boolean;
  onDismiss(): void;
}

const callLoose = callApi as unknown as (operation: ApiOperation, options?: object) => Promise<unknown>;
const op = (spec: RecordRouteSpec) => spec.operation as ApiOperation;

export function KindRevisions({ kind, patientId, record, title, noticeThing, contentOf, canRevert, onDismiss }: KindRevisionsProps) {
  const { notify } = useNotifications();
  const client = useQueryClient();
  const params = { id: record.id };
  const revisionsKey = queryKeyOf(op(kind.routes.revisions), { params });
  const revisions = useQuery({
    queryKey: revisionsKey,
    queryFn: ({ signal }) => callLoose(op(kind.routes.revisions), { params, signal }) as Promise<Revision[]>,
  });
  const revert = useMutation({
    mutationFn: (version: number) => callLoose(op(kind.routes.revert), { params, body: { version, consistency_token: record.consistency_token } }),
    onSuccess: (saved) => {
      // The reverted record is the patient's record now; its revisions and Logs have one more entry.
      client.setQueryData(queryKeyOf(op(kind.routes.list), { params: { id: patientId } }), saved);
      for (const queryKey of [revisionsKey, queryKeyOf('listLogs', { params: { id: patientId } })]) void client.invalidateQueries({ queryKey });
    },
  });
  useEffect(() => {
    if (revisions.isError && !(isApiError(revisions.error) && revisions.error.redirected)) {
      notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
      onDismiss();
    }
  }, [revisions.isError, revisions.error, notify, onDismiss]);

  const onRevert = useCallback(
    async (revision: Revision) => {
      try {
        await revert.mutateAsync(revision.version);
        notify({ type: 'success', ...successToast(noticeThing, 'updated') });
        onDismiss();
      } catch (error) {
        const text = errorToastText(error);
        if (text) notify({ type: 'error', header: 'Error', content: text });
      }
    },
    [revert, notify, noticeThing, onDismiss],
  );

  if (!revisions.data) return null; // opens once the versions are in
  return (
    <RevisionDialog visible title={title} revisions={revisions.data} contentOf={contentOf} onRevert={canRevert ? onRevert : undefined} onDismiss={onDismiss} />
  );
}
