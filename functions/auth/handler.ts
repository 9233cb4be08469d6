import { authRoutes } from '@praktijk/shared/routes/auth';
import { createResourceHandler } from '../lib/http/resource-handler';
import { endEverySession } from './operations/end-every-session';
import { getCurrentUser } from './operations/get-current-user';
import { getVersion } from './operations/get-version';
import { listPermissions } from './operations/list-permissions';
import { listRoles } from './operations/list-roles';
import { markSessionActive } from './operations/mark-session-active';
import { updateCurrentUser } from './operations/update-current-user';
import { updateRole } from './operations/update-role';

// The auth resource Lambda: routes under /api/auth/ (see the route table in shared/).
export const handler = createResourceHandler('auth', [authRoutes], {
  getVersion,
  getCurrentUser,
  updateCurrentUser,
  markSessionActive,
  endEverySession,
  listPermissions,
  listRoles,
  updateRole,
});
