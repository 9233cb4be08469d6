import Button from '@cloudscape-design/components/button';
import { type Role } from '@praktijk/shared/roles';
import { type PracticeUser, updateUserSchema } from '@praktijk/shared/schemas/users';
import { useCallback } from 'react';
import { callApi } from '@/api';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { RolesAndStaffFields } from './RolesAndStaffFields';
import { fullName, USER_TOASTS } from './user-rows';
import { FocusingModal } from '@/components/focus/FocusingModal';

type RoleValues = { roles: Role[]; is_staff: boolean };
const roleValuesSchema = updateUserSchema.pick({ roles: true, is_staff: true });

export interface EditUserModalProps {
  user: PracticeUser;
  isSelf: boolean;
  onSaved(user: PracticeUser): void;
  onClose(): void;
}

/** Changes a user's roles and staff flag. */
export function EditUserModal({ user, isSelf, onSaved, onClose }: EditUserModalProps) {
  const submit = useCallback(
    async (values: RoleValues, version: Version) => {
      const saved = await callApi('updateUser', {
        params: { id: user.id },
        body: { ...values, is_active: user.is_active, consistency_token: version ?? user.consistency_token },
      });
      onSaved(saved);
      return { roles: saved.roles, is_staff: saved.is_staff };
    },
    [user, onSaved],
  );
  const form = useLockedForm<RoleValues>({
    initial: { roles: user.roles, is_staff: user.is_staff },
    version: user.consistency_token,
    submit,
    schema: roleValuesSchema,
    lockable: false,
    successToast: USER_TOASTS.updated,
    onSaved: onClose,
  });
  return (
    <FocusingModal visible onDismiss={onClose} header={`Edit roles of ${fullName(user)}`} closeAriaLabel="Close">
      <LockedForm
        form={form}
        testId="edit-user-form"
        secondaryActions={
          <Button formAction="none" variant="link" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        <RolesAndStaffFields form={form} staffLocked={isSelf} />
      </LockedForm>
    </FocusingModal>
  );
}
