import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { inviteUserSchema, type PracticeUser } from '@praktijk/shared/schemas/users';
import { useCallback } from 'react';
import { callApi } from '@/api';
import { FormTextField } from '@/components/form/FormTextField';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { RolesAndStaffFields } from './RolesAndStaffFields';
import { EMPTY_INVITE, type InviteValues, USER_TOASTS } from './user-rows';
import { FocusingModal } from '@/components/focus/FocusingModal';

/** Invites a user: Cognito e-mails a temporary password that must be changed at first sign-in. */
export function InviteUserModal({ onInvited, onClose }: { onInvited(user: PracticeUser): void; onClose(): void }) {
  const submit = useCallback(
    async (values: InviteValues) => {
      onInvited(await callApi('inviteUser', { body: values }));
      return EMPTY_INVITE;
    },
    [onInvited],
  );
  const form = useLockedForm({ initial: EMPTY_INVITE, submit, schema: inviteUserSchema, lockable: false, successToast: USER_TOASTS.invited, onSaved: onClose });
  const cancel = (
    <Button formAction="none" variant="link" onClick={onClose}>
      Cancel
    </Button>
  );
  return (
    <FocusingModal visible onDismiss={onClose} header="Invite user" size="large" closeAriaLabel="Close">
      <LockedForm form={form} submitLabel="Invite" secondaryActions={cancel} testId="invite-form">
        <SpaceBetween size="m">
          <FormTextField
            form={form}
            name="email"
            label="Email"
            required
            type="email"
            description="The user signs in with this address; the temporary password is sent to it."
          />
          <ColumnLayout columns={2}>
            <FormTextField form={form} name="first_name" label="First name" required />
            <FormTextField form={form} name="last_name" label="Last name" required />
            <FormTextField form={form} name="prefix" label="Prefix" description="Physicians: for example Dr." />
            <FormTextField form={form} name="identifier" label="Identifier" description="Physicians: the registration number." />
          </ColumnLayout>
          <RolesAndStaffFields form={form} />
        </SpaceBetween>
      </LockedForm>
    </FocusingModal>
  );
}
