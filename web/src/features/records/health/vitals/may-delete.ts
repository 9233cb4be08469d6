import { type PermissionAction, type PermissionModel } from '@praktijk/shared/permissions';

// Who may delete a vital-functions or measurements record: the server's rule (deleteRule
// 'authorOrPermission'): anyone with delete on the model, or its author with add. The button shows
// exactly then, so nobody is offered a delete that would be refused.
export function mayDelete(
  can: (action: PermissionAction, model: PermissionModel) => boolean,
  userId: string | undefined,
  model: PermissionModel,
  record: { created_by?: string },
): boolean {
  if (can('delete', model)) return true;
  return userId !== undefined && record.created_by === userId && can('add', model);
}
