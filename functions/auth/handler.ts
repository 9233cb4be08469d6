import { createResourceHandler } from '../lib/http/resource-handler';
import { getCurrentUser } from './operations/get-current-user';
import { getVersion } from './operations/get-version';

// The auth resource Lambda: routes under /api/auth/ (see the route table in shared/).
export const handler = createResourceHandler('auth', { getVersion, getCurrentUser });
