import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { displayName, listUsers } from '../lib/data/users';
import { words } from './domain/normalise';
import { filterBySearch } from './reference';

// The physicians catalogue: the caller's practice's active users with the physician role, read
// from that practice's user items only (spec 2: "physicians are loaded ... (id, name)").
export async function listPhysicians(tenantId: string, search?: string): Promise<CatalogueItem[]> {
  const physicians = (await listUsers(tenantId))
    .filter((u) => u.is_active && u.roles.includes('physician'))
    .map((u) => ({
      id: u.id,
      code: u.identifier,
      name: displayName(u),
      username: u.email,
      parent: null,
      parent_id: null,
      parent_name: null,
      tokens: words(`${displayName(u)} ${u.identifier}`),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  return filterBySearch(physicians, search).map(({ tokens: _tokens, ...item }) => item);
}
