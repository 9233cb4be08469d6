import { type RouteDefinition } from '../route-types';
import { inviteUserSchema, practiceUserListSchema, practiceUserSchema, updateUserSchema, userIdParams } from '../schemas/users';

// Routes of the users resource: the practice's staff manage its users (beyond the spec).
export const usersRoutes = [
  {
    method: 'GET',
    path: '/api/users/',
    resource: 'users',
    operation: 'listUsers',
    access: { kind: 'staff' },
    response: practiceUserListSchema,
    summary: "The practice's users.",
  },
  {
    method: 'POST',
    path: '/api/users/',
    resource: 'users',
    operation: 'inviteUser',
    access: { kind: 'staff' },
    body: inviteUserSchema,
    response: practiceUserSchema,
    summary: 'Invites a user: Cognito e-mails a temporary password that must be changed at first sign-in.',
  },
  {
    method: 'PATCH',
    path: '/api/users/{id}/',
    resource: 'users',
    operation: 'updateUser',
    access: { kind: 'staff' },
    params: userIdParams,
    body: updateUserSchema,
    response: practiceUserSchema,
    summary: "Changes a user's roles and staff flag, or disables and enables the user.",
  },
] as const satisfies readonly RouteDefinition[];
