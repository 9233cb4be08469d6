import { usersRoutes } from '@praktijk/shared/routes/users';
import { createResourceHandler } from '../lib/http/resource-handler';
import { inviteUser } from './operations/invite-user';
import { listUsers } from './operations/list-users';
import { updateUser } from './operations/update-user';

// The users resource Lambda: the practice's staff manage its users.
export const handler = createResourceHandler('users', [usersRoutes], { listUsers, inviteUser, updateUser });
