import { type PermissionModel } from '@praktijk/shared/permissions';
import { useCallback } from 'react';
import { useCurrentUser } from '@/auth/current-user';
import { useCan } from '@/auth/permissions';
import { mayDelete } from './may-delete';

/** Whether the signed-in user may delete a record of the model (the server's author-or-permission rule). */
export function useMayDelete(model: PermissionModel): (record: { created_by?: string }) => boolean {
  const can = useCan();
  const { state } = useCurrentUser();
  const userId = state.status === 'ready' ? state.user.id : undefined;
  return useCallback((record) => mayDelete(can, userId, model, record), [can, userId, model]);
}
