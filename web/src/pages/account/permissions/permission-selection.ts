import { type Permission } from '@praktijk/shared/schemas/auth';

// The Permissions tab edits one role's set of permission ids; saving sends the whole list
// (spec 1 §6). These are the tab's buttons as pure functions on that set.

export interface PermissionGroup {
  model: string;
  label: string;
  permissions: Pick<Permission, 'id'>[];
}

export type Selection = ReadonlySet<string>;
export type GroupState = 'all' | 'some' | 'none';

export function selectionOf(permissions: readonly Pick<Permission, 'id'>[]): Selection {
  return new Set(permissions.map((p) => p.id));
}

/** Give Full Access: every permission of every group. */
export function fullAccess(groups: readonly PermissionGroup[]): Selection {
  return new Set(groups.flatMap((g) => g.permissions.map((p) => p.id)));
}

/** Revoke Full Access: nothing. */
export function noAccess(): Selection {
  return new Set();
}

export function groupState(selection: Selection, group: PermissionGroup): GroupState {
  const held = group.permissions.filter((p) => selection.has(p.id)).length;
  if (held === 0) return 'none';
  return held === group.permissions.length ? 'all' : 'some';
}

/** Toggle All of a group: all on, unless all are on already, then all off. */
export function toggleGroup(selection: Selection, group: PermissionGroup): Selection {
  const next = new Set(selection);
  const turnOff = groupState(selection, group) === 'all';
  for (const { id } of group.permissions) {
    if (turnOff) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function togglePermission(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

/** The body's permission_ids: the whole list, sorted so the request is stable. */
export function permissionIdsOf(selection: Selection): string[] {
  return [...selection].sort();
}

export const PERMISSIONS_SAVED_TOAST = { header: 'Permissions updated', content: 'Role permissions were updated successfully' } as const;
