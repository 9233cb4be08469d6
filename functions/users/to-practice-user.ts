import { type PracticeUser } from '@praktijk/shared/schemas/users';
import { type UserProfileItem } from '../lib/data/items';

export function toPracticeUser(item: UserProfileItem, lastActive: string | null): PracticeUser {
  return {
    id: item.id,
    email: item.email,
    first_name: item.first_name,
    last_name: item.last_name,
    prefix: item.prefix,
    identifier: item.identifier,
    roles: item.roles,
    is_staff: item.is_staff,
    is_active: item.is_active,
    date_joined: item.date_joined,
    last_active: lastActive,
    consistency_token: item.consistency_token,
  };
}
