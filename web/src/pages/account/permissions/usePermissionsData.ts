import { type permissionGroupSchema, type RoleRecord } from '@praktijk/shared/schemas/auth';
import { useCallback, useEffect, useState } from 'react';
import { type z } from 'zod';
import { callApi, isApiError } from '../../../api';
import { subscribeRealtime } from '../../../realtime/bus';

export type PermissionGroupRecord = z.infer<typeof permissionGroupSchema>;

export type PermissionsData =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; groups: PermissionGroupRecord[]; roles: RoleRecord[] };

/**
 * The permission groups and the practice's roles. Roles are fetched again when a 'permissions'
 * message says someone changed one, so the consistency tokens here stay current.
 */
export function usePermissionsData(): { data: PermissionsData; replaceRole(role: RoleRecord): void } {
  const [data, setData] = useState<PermissionsData>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([callApi('listPermissions'), callApi('listRoles')]).then(
      ([groups, roles]) => {
        if (active) setData({ status: 'ready', groups, roles });
      },
      (error: unknown) => {
        if (!active || (isApiError(error) && error.redirected)) return;
        setData((current) => (current.status === 'ready' ? current : { status: 'failed', message: error instanceof Error ? error.message : 'The permissions could not be loaded.' }));
      },
    );
    return () => {
      active = false;
    };
  }, [generation]);

  useEffect(() => subscribeRealtime('permissions', () => setGeneration((g) => g + 1)), []);

  const replaceRole = useCallback((role: RoleRecord) => {
    setData((current) => (current.status === 'ready' ? { ...current, roles: current.roles.map((r) => (r.id === role.id ? role : r)) } : current));
  }, []);

  return { data, replaceRole };
}
