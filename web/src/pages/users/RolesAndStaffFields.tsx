import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type Role } from '@praktijk/shared/roles';
import { FieldLabel } from '../../components/form/FieldLabel';
import { type LockedForm } from '../../components/form/useLockedForm';
import { ROLE_OPTIONS, roleOptions, rolesFromOptions } from './user-rows';

type WithRoles = { roles: Role[]; is_staff: boolean };

/** The roles multiselect and the staff checkbox, shared by the invite and edit forms. */
export function RolesAndStaffFields<V extends WithRoles>({ form, staffLocked = false }: { form: LockedForm<V>; staffLocked?: boolean }) {
  const values = form.values;
  return (
    <SpaceBetween size="m">
      <FormField label={<FieldLabel text="Roles" required />} errorText={form.errorOf('roles')} stretch>
        <Multiselect
          selectedOptions={roleOptions(values.roles)}
          options={ROLE_OPTIONS}
          onChange={({ detail }) => form.setValue('roles', rolesFromOptions(detail.selectedOptions) as V['roles'])}
          placeholder="Choose roles"
          ariaRequired
          invalid={Boolean(form.errorOf('roles'))}
          data-testid="user-roles"
        />
      </FormField>
      <FormField
        label="Staff"
        description={staffLocked ? 'You cannot take away your own staff rights.' : 'Staff manage users and role permissions, and pass every permission check.'}
        errorText={form.errorOf('is_staff')}
      >
        <Checkbox checked={values.is_staff} disabled={staffLocked} onChange={({ detail }) => form.setValue('is_staff', detail.checked as V['is_staff'])} data-testid="user-staff">
          Staff member
        </Checkbox>
      </FormField>
    </SpaceBetween>
  );
}
