import { PERMISSIONS, type Role } from '@praktijk/shared';
import { type RoleRecord } from '@praktijk/shared/schemas/auth';
import { type RoleItem } from './items';

const PERMISSION_BY_ID = new Map(PERMISSIONS.map((p) => [p.id, p]));

/** A role item as the API shows it: permissions with id, name, codename and their group. */
export function toRoleRecord(item: RoleItem): RoleRecord {
  return {
    id: item.id,
    name: item.name,
    consistency_token: item.consistency_token,
    permissions: item.permission_ids.flatMap((id) => {
      const p = PERMISSION_BY_ID.get(id);
      return p ? [{ id: p.id, name: p.name, codename: p.codename, model: p.model, action: p.action }] : [];
    }),
  };
}

export function permissionsOf(roles: readonly RoleItem[], held: readonly Role[]): Set<string> {
  return new Set(roles.filter((r) => held.includes(r.id)).flatMap((r) => r.permission_ids));
}
