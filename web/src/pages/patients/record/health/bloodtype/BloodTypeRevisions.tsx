import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '../../../../../api';
import { useReferenceCatalogue } from '../../../../../catalogue/useReferenceCatalogue';
import { RevisionDialog } from '../../../../../components/revisions/RevisionDialog';
import { type Revision } from '../../../../../components/revisions/revisions';
import { apiQuery, queryKeyOf, useApiMutation } from '../../../../../query/api-query';
import { useNotifications } from '../../../../../shell/notifications';
import { errorToastText } from '../../../../schedule/consult/consultation-actions';
import { successToast } from '../../tabs/common/success-toast';
import { BLOOD_TYPE_TITLE, bloodTypeRevisionContent } from './blood-type-values';
import { type BloodType } from './BloodTypeForm';

interface BloodTypeRevisionsProps {
  patientId: string;
  bloodType: BloodType;
  /** change on bloodtype: a revert is a change (a new version); without it the versions can be browsed only. */
  canRevert: boolean;
  onDismiss(): void;
}

/**
 * The blood type's versions in the revision dialog (spec 1 §2, spec 2 §4): '{n} Blood Type
 * Revision(s)'; 'Revert to this Version' makes the chosen version the newest (the server writes it
 * as a new version), as the General History does.
 */
export function BloodTypeRevisions({ patientId, bloodType, canRevert, onDismiss }: BloodTypeRevisionsProps) {
  const types = useReferenceCatalogue('blood_types');
  const { notify } = useNotifications();
  const revisions = useQuery(apiQuery('listBloodTypeRevisions', { params: { id: bloodType.id } }));
  const revert = useApiMutation('revertBloodType', {
    // The reverted blood type is the patient's blood type now; its revisions and Logs have one more entry.
    update: (client, saved) => client.setQueryData(queryKeyOf('getBloodType', { params: { id: patientId } }), saved),
    invalidates: () => [queryKeyOf('listBloodTypeRevisions', { params: { id: bloodType.id } }), queryKeyOf('listLogs', { params: { id: patientId } })],
  });
  useEffect(() => {
    if (revisions.isError && !(isApiError(revisions.error) && revisions.error.redirected)) {
      notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
      onDismiss();
    }
  }, [revisions.isError, revisions.error, notify, onDismiss]);
  const contentOf = useCallback((revision: Revision) => bloodTypeRevisionContent(revision, types.items), [types.items]);

  const onRevert = async (revision: Revision) => {
    try {
      await revert.mutateAsync({ params: { id: bloodType.id }, body: { version: revision.version, consistency_token: bloodType.consistency_token } });
      notify({ type: 'success', ...successToast('Patient blood type', 'updated') });
      onDismiss();
    } catch (error) {
      const text = errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    }
  };

  if (!revisions.data) return null; // opens once the versions are in
  return (
    <RevisionDialog
      visible
      title={BLOOD_TYPE_TITLE}
      revisions={revisions.data}
      contentOf={contentOf}
      onRevert={canRevert ? onRevert : undefined}
      onDismiss={onDismiss}
    />
  );
}
