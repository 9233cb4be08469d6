import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { groupState, type Selection } from './permission-selection';
import { type PermissionGroupRecord } from './usePermissionsData';

export interface PermissionGroupBoxProps {
  group: PermissionGroupRecord;
  selection: Selection;
  readOnly: boolean;
  onToggleGroup(): void;
  onTogglePermission(id: string): void;
}

/** One permission type (model): its Toggle All and a toggle per permission. */
export function PermissionGroupBox({ group, selection, readOnly, onToggleGroup, onTogglePermission }: PermissionGroupBoxProps) {
  return (
    <section aria-label={group.label} data-testid={`permission-group-${group.model}`} data-state={groupState(selection, group)}>
      <SpaceBetween size="xs">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="h4" tagOverride="h3">
            {group.label}
          </Box>
          {!readOnly && (
            <Button
              variant="inline-link"
              onClick={onToggleGroup}
              ariaLabel={`Toggle all ${group.label} permissions`}
              data-testid={`permission-toggle-all-${group.model}`}
            >
              Toggle All
            </Button>
          )}
        </SpaceBetween>
        {group.permissions.map((permission) => (
          <Toggle
            key={permission.id}
            checked={selection.has(permission.id)}
            disabled={readOnly}
            onChange={() => onTogglePermission(permission.id)}
            data-testid={`permission-${permission.codename}`}
          >
            {permission.name}
          </Toggle>
        ))}
      </SpaceBetween>
    </section>
  );
}
