import { defineRoutes, staffOnly } from './define';
import { inviteUserSchema, practiceUserListSchema, practiceUserSchema, updateUserSchema, userIdParams } from '../schemas/users';

// Routes of the users resource: the practice's staff manage its users (beyond the spec).
export const usersRoutes = defineRoutes('users', {
  listUsers: {
    method: 'GET',
    path: '/api/users/',
    access: staffOnly,
    response: practiceUserListSchema,
    summary: "The practice's users.",
  },
  inviteUser: {
    method: 'POST',
    path: '/api/users/',
    access: staffOnly,
    body: inviteUserSchema,
    response: practiceUserSchema,
    summary: 'Invites a user: Cognito e-mails a temporary password that must be changed at first sign-in.',
  },
  updateUser: {
    method: 'PATCH',
    path: '/api/users/{id}/',
    access: staffOnly,
    params: userIdParams,
    body: updateUserSchema,
    response: practiceUserSchema,
    summary: "Changes a user's roles and staff flag, or disables and enables the user.",
  },
});
