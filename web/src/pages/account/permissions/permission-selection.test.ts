import { describe, expect, it } from 'vitest';
import {
  fullAccess,
  groupState,
  noAccess,
  permissionIdsOf,
  sameSelection,
  selectionOf,
  toggleGroup,
  togglePermission,
  type PermissionGroup,
} from './permission-selection';

const groups: PermissionGroup[] = [
  { model: 'patient', label: 'Patient', permissions: [{ id: 'view_patient' }, { id: 'change_patient' }] },
  { model: 'memo', label: 'Memo', permissions: [{ id: 'view_memo' }] },
];

describe('permission selection', () => {
  it('gives and revokes full access', () => {
    expect(permissionIdsOf(fullAccess(groups))).toEqual(['change_patient', 'view_memo', 'view_patient']);
    expect(noAccess().size).toBe(0);
  });

  it('toggles a whole group: on when some or none, off when all', () => {
    const some = selectionOf([{ id: 'view_patient' }]);
    expect(groupState(some, groups[0]!)).toBe('some');
    const all = toggleGroup(some, groups[0]!);
    expect(groupState(all, groups[0]!)).toBe('all');
    expect(groupState(toggleGroup(all, groups[0]!), groups[0]!)).toBe('none');
    expect(toggleGroup(all, groups[0]!).has('view_memo')).toBe(false);
  });

  it('toggles one permission and compares selections', () => {
    const start = selectionOf([{ id: 'view_memo' }]);
    const on = togglePermission(start, 'view_patient');
    expect(on.has('view_patient')).toBe(true);
    expect(start.has('view_patient')).toBe(false);
    expect(sameSelection(togglePermission(on, 'view_patient'), start)).toBe(true);
    expect(sameSelection(on, start)).toBe(false);
  });
});
