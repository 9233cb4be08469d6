import { type PermissionAction, type PermissionModel } from '@praktijk/shared/permissions';

/**
 * Who may press the memo's Submit and Unlock: the permission the server checks for the write it
 * makes, add_memo while the patient has no memo (createMemo), change_memo once there is one
 * (updateMemo). Spec 3 §6 names only can_change; asking for it to create would offer a Submit
 * the server refuses (a 403, which signs the user out), and hide it from whoever may create.
 */
export function mayWriteMemo(can: (action: PermissionAction, model: PermissionModel) => boolean, memo: object | null): boolean {
  return memo ? can('change', 'memo') : can('add', 'memo');
}
