import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type RoleRecord } from '@praktijk/shared/schemas/auth';
import { fullAccess, noAccess, type Selection, toggleGroup, togglePermission } from './permission-selection';
import { PermissionGroupBox } from './PermissionGroupBox';
import { type PermissionGroupRecord } from './usePermissionsData';

export interface RoleEditorProps {
  role: RoleRecord;
  groups: PermissionGroupRecord[];
  selection: Selection;
  changed: boolean;
  readOnly: boolean;
  errors: string[];
  saving: boolean;
  onChange(selection: Selection): void;
  onSave(): void;
  onReset(): void;
}

/** One role's permissions, grouped by type, with the spec's Give/Revoke Full Access buttons. */
export function RoleEditor({ role, groups, selection, changed, readOnly, errors, saving, onChange, onSave, onReset }: RoleEditorProps) {
  const actions = readOnly ? undefined : (
    <SpaceBetween direction="horizontal" size="xs">
      <Button onClick={() => onChange(fullAccess(groups))} data-testid="permissions-give-full">
        Give Full Access
      </Button>
      <Button onClick={() => onChange(noAccess())} data-testid="permissions-revoke-full">
        Revoke Full Access
      </Button>
      {(changed || errors.length > 0) && (
        <Button onClick={onReset} data-testid="permissions-reset">
          Reset
        </Button>
      )}
      <Button variant="primary" onClick={onSave} disabled={!changed} loading={saving} data-testid="permissions-save">
        Submit
      </Button>
    </SpaceBetween>
  );
  const description = readOnly ? 'Only staff can change role permissions.' : `${selection.size} permissions granted.`;
  return (
    <Container
      header={
        <Header variant="h2" description={description} actions={actions}>
          {role.name}
        </Header>
      }
      data-testid={`role-editor-${role.id}`}
    >
      <SpaceBetween size="l">
        {errors.length > 0 && (
          <Alert type="error" header="The permissions were not saved" data-testid="permissions-errors">
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <ColumnLayout columns={3} variant="text-grid">
          {groups.map((group) => (
            <PermissionGroupBox
              key={group.model}
              group={group}
              selection={selection}
              readOnly={readOnly}
              onToggleGroup={() => onChange(toggleGroup(selection, group))}
              onTogglePermission={(id) => onChange(togglePermission(selection, id))}
            />
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
