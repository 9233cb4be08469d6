import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';
import { useState } from 'react';
import { useCan } from '@/auth/permissions';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { useNotifications } from '@/shell/notifications';
import { isPhysician } from '../account-tabs';
import { NewReasonControl } from './NewReasonControl';
import { splitReasons } from './reason-lists';
import { ReasonList } from './ReasonList';
import { useReasonActions } from './useReasonActions';

const activationError = 'Your activated reasons could not be loaded.';

/**
 * The Consultations tab: the practice's reasons and the ones the physician activated for
 * themselves (their calendar settings). Staff who are not physicians keep the practice's list
 * here; they have no calendar, so nothing to activate.
 */
export function ConsultationsTab({ user }: { user: CurrentUser }) {
  const physician = isPhysician(user);
  const actions = useReasonActions(user, { physician });
  const can = useCan();
  const { notify } = useNotifications();
  const [deleting, setDeleting] = useState<ConsultReasonType | undefined>();
  const { list, activation } = actions;

  const failure = list.status === 'failed' && !list.items ? list.error : physician && activation.isError && !activation.data ? activationError : undefined;
  if (failure)
    return (
      <Alert type="error" header="The reasons could not be loaded">
        {failure}
      </Alert>
    );
  if (!list.items || (physician && !activation.data)) return <Spinner size="large" />;

  const { available, activated } = splitReasons(list.items, user.id, activation.data?.consult_reason_types ?? []);
  // Activating saves the physician's calendar settings (change on consultation, as the server asks).
  const allowed = { move: physician && can('change', 'consultation'), rename: can('change', 'consultreasontype'), remove: can('delete', 'consultreasontype') };
  const move = async (change: Promise<string | undefined>) => {
    const problem = await change;
    if (problem) notify({ type: 'error', header: 'Error', content: problem });
  };

  const practiceList = (
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
  );
  return (
    <>
      {physician ? (
        <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
          {practiceList}
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
      ) : (
        <SpaceBetween size="s">
          <Box color="text-body-secondary" data-testid="reasons-activation-note">
            Each physician activates the reasons they use on their own account.
          </Box>
          {practiceList}
        </SpaceBetween>
      )}
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
