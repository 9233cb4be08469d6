import { type permissionGroupSchema, type RoleRecord } from '@praktijk/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type z } from 'zod';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';

export type PermissionGroupRecord = z.infer<typeof permissionGroupSchema>;

export type PermissionsData =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; groups: PermissionGroupRecord[]; roles: RoleRecord[] };

const groupsQuery = apiQuery('listPermissions');
const rolesQuery = apiQuery('listRoles');

function failure(error: unknown): string | undefined {
  if (!error || (isApiError(error) && error.redirected)) return undefined;
  return error instanceof Error ? error.message : 'The permissions could not be loaded.';
}

/**
 * The permission groups and the practice's roles. A 'permissions' message makes both stale
 * (query/realtime-invalidation.ts), so the consistency tokens here stay current.
 */
export function usePermissionsData(): { data: PermissionsData; replaceRole(role: RoleRecord): void } {
  const client = useQueryClient();
  const groups = useQuery(groupsQuery);
  const roles = useQuery(rolesQuery);
  const replaceRole = useCallback(
    (role: RoleRecord) => client.setQueryData(rolesQuery.queryKey, (all) => all?.map((r) => (r.id === role.id ? role : r))),
    [client],
  );

  let data: PermissionsData = { status: 'loading' };
  if (groups.data && roles.data) data = { status: 'ready', groups: groups.data, roles: roles.data };
  else {
    const message = failure(groups.error) ?? failure(roles.error);
    if (message) data = { status: 'failed', message };
  }
  return { data, replaceRole };
}
