import Alert from '@cloudscape-design/components/alert';
import Grid from '@cloudscape-design/components/grid';
import Spinner from '@cloudscape-design/components/spinner';
import { type Role } from '@praktijk/shared/roles';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { combinedStatus } from '@/components/form/tab-indicator';
import { type FormStatus } from '@/components/form/locked-form-state';
import { placeServerErrors } from '@/components/form/server-errors';
import { useNotifications } from '@/shell/notifications';
import { permissionIdsOf, PERMISSIONS_SAVED_TOAST, sameSelection, type Selection, selectionOf } from './permission-selection';
import { RoleEditor } from './RoleEditor';
import { RoleNav } from './RoleNav';
import { usePermissionsData } from './usePermissionsData';

/** The Permissions tab: each role's permissions; staff change them, others only look. */
export function PermissionsTab({ user, onStatusChange }: { user: CurrentUser; onStatusChange(status: FormStatus): void }) {
  const { data, replaceRole } = usePermissionsData();
  const [activeId, setActiveId] = useState<Role>('physician');
  const [drafts, setDrafts] = useState<Partial<Record<Role, Selection>>>({});
  const [errors, setErrors] = useState<Partial<Record<Role, string[]>>>({});
  const [saving, setSaving] = useState(false);
  const { notify } = useNotifications();
  const readOnly = !user.is_staff;

  const roles = data.status === 'ready' ? data.roles : [];
  const changed = new Set(roles.filter((r) => drafts[r.id] && !sameSelection(drafts[r.id]!, selectionOf(r.permissions))).map((r) => r.id));
  const status = combinedStatus([Object.values(errors).some((e) => e && e.length > 0) ? 'error' : 'clean', changed.size > 0 ? 'dirty' : 'clean']);
  useEffect(() => onStatusChange(status), [status, onStatusChange]);

  if (data.status === 'loading') return <Spinner size="large" />;
  if (data.status === 'failed')
    return (
      <Alert type="error" header="The permissions could not be loaded">
        {data.message}
      </Alert>
    );
  const role = roles.find((r) => r.id === activeId) ?? roles[0];
  if (!role) return <Alert type="info">This practice has no roles.</Alert>;
  const selection = drafts[role.id] ?? selectionOf(role.permissions);

  const forget = (id: Role) => {
    setDrafts(({ [id]: _draft, ...rest }) => rest);
    setErrors(({ [id]: _errors, ...rest }) => rest);
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await callApi('updateRole', {
        params: { id: role.id },
        body: { permission_ids: permissionIdsOf(selection), consistency_token: role.consistency_token },
      });
      replaceRole(saved);
      forget(role.id);
      notify({ type: 'success', ...PERMISSIONS_SAVED_TOAST });
    } catch (error) {
      if (isApiError(error) && error.redirected) return;
      const messages = isApiError(error) ? placeServerErrors(error, []).nonFieldErrors : ['Something went wrong'];
      setErrors((all) => ({ ...all, [role.id]: messages }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Grid gridDefinition={[{ colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 9 } }]}>
      <RoleNav roles={roles} active={role.id} changed={changed} onSelect={setActiveId} />
      <RoleEditor
        role={role}
        groups={data.groups}
        selection={selection}
        changed={changed.has(role.id)}
        readOnly={readOnly}
        errors={errors[role.id] ?? []}
        saving={saving}
        onChange={(next) => setDrafts((all) => ({ ...all, [role.id]: next }))}
        onSave={() => void save()}
        onReset={() => forget(role.id)}
      />
    </Grid>
  );
}
