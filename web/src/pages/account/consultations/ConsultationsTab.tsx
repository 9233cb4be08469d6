import Alert from '@cloudscape-design/components/alert';
import Grid from '@cloudscape-design/components/grid';
import Spinner from '@cloudscape-design/components/spinner';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { useState } from 'react';
import { useCan } from '../../../auth/permissions';
import { ConfirmDeleteModal } from '../../../components/confirm/ConfirmDeleteModal';
import { useNotifications } from '../../../shell/notifications';
import { NewReasonControl } from './NewReasonControl';
import { splitReasons } from './reason-lists';
import { ReasonList } from './ReasonList';
import { useReasonActions } from './useReasonActions';

/** The Consultations tab: the practice's reasons and the physician's own activated ones. */
export function ConsultationsTab({ user }: { user: CurrentUser }) {
  const actions = useReasonActions(user.id);
  const can = useCan();
  const { notify } = useNotifications();
  const [deleting, setDeleting] = useState<ConsultReasonType | undefined>();
  const { list } = actions;

  if (list.status === 'failed' && !list.items)
    return (
      <Alert type="error" header="The reasons could not be loaded">
        {list.error}
      </Alert>
    );
  if (!list.items) return <Spinner size="large" />;

  const { available, activated } = splitReasons(list.items, user.id);
  const allowed = { move: can('change', 'consultreasontype'), rename: can('change', 'consultreasontype'), remove: can('delete', 'consultreasontype') };
  const move = async (change: Promise<string | undefined>) => {
    const problem = await change;
    if (problem) notify({ type: 'error', header: 'Error', content: problem });
  };

  return (
    <>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
        <ReasonList
          title="Available Reasons"
          kind="available"
          reasons={available}
          allowed={allowed}
          onMove={(reason) => void move(actions.activate(reason))}
          onRename={actions.rename}
          onRemove={setDeleting}
          footer={can('add', 'consultreasontype') ? <NewReasonControl onCreate={actions.create} /> : undefined}
        />
        <ReasonList
          title="Activated Reasons"
          kind="activated"
          reasons={activated}
          allowed={allowed}
          onMove={(reason) => void move(actions.deactivate(reason))}
          onRename={actions.rename}
          onRemove={setDeleting}
        />
      </Grid>
      <ConfirmDeleteModal
        visible={deleting !== undefined}
        thing="consultation reason"
        onConfirm={() => (deleting ? actions.remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(undefined)}
      >
        {deleting && `"${deleting.name}" is removed from the practice's reasons.`}
      </ConfirmDeleteModal>
    </>
  );
}
