import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Role } from '@praktijk/shared/roles';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormMultiselectField } from '@/components/form/fields/FormMultiselectField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { ROLE_OPTIONS } from './user-rows';

type WithRoles = { roles: Role[]; is_staff: boolean };

/** The roles multiselect and the staff checkbox, shared by the invite and edit forms. */
export function RolesAndStaffFields<V extends WithRoles>({ form, staffLocked = false }: { form: LockedForm<V>; staffLocked?: boolean }) {
  // The fields are named on WithRoles: TypeScript cannot see them as fields of a generic V.
  const bound = form as LockedForm<WithRoles>;
  const staffHelp = staffLocked ? 'You cannot take away your own staff rights.' : 'Staff manage users and role permissions, and pass every permission check.';
  return (
    <SpaceBetween size="m">
      <FormMultiselectField form={bound} name="roles" label="Roles" options={ROLE_OPTIONS} placeholder="Choose roles" required testId="user-roles" />
      <FormCheckboxField
        form={bound}
        name="is_staff"
        fieldLabel="Staff"
        label="Staff member"
        description={staffHelp}
        disabled={staffLocked}
        testId="user-staff"
      />
    </SpaceBetween>
  );
}
