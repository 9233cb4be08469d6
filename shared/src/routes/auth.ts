import { defineRoutes, signedIn, staffOnly, open } from './define';
import {
  currentUserSchema,
  permissionListSchema,
  profileUpdateSchema,
  roleListSchema,
  roleParamsSchema,
  roleSchema,
  roleUpdateSchema,
  sessionActivitySchema,
  sessionsEndedSchema,
  versionSchema,
} from '../schemas/auth';

// Routes of the auth resource (/api/auth/...).
export const authRoutes = defineRoutes('auth', {
  getVersion: {
    method: 'GET',
    path: '/api/auth/version/',
    access: open,
    response: versionSchema,
    summary: 'The version the server runs; the client compares it with its own to offer a reload.',
  },
  getCurrentUser: {
    method: 'GET',
    path: '/api/auth/current/',
    access: signedIn,
    response: currentUserSchema,
    summary: 'The signed-in user with roles and their permissions.',
  },
  updateCurrentUser: {
    method: 'PUT',
    path: '/api/auth/current/',
    access: signedIn,
    body: profileUpdateSchema,
    response: currentUserSchema,
    summary: "The account screen's General tab: names, e-mail, and for physicians prefix and identifier.",
  },
  markSessionActive: {
    method: 'GET',
    path: '/api/auth/session/user/active/',
    access: signedIn,
    response: sessionActivitySchema,
    summary: 'The idle-logout activity ping: records that the user is active.',
  },
  // A revoked refresh token alone leaves an issued ID token valid at API Gateway until it expires.
  endEverySession: {
    method: 'POST',
    path: '/api/auth/sessions/end_all/',
    access: signedIn,
    response: sessionsEndedSchema,
    summary: "Account > Security's Sign out everywhere: the API refuses the user's tokens of every earlier sign-in at once.",
  },
  listPermissions: {
    method: 'GET',
    path: '/api/auth/permissions/',
    access: signedIn,
    response: permissionListSchema,
    summary: 'Every permission, grouped by type (model).',
  },
  listRoles: {
    method: 'GET',
    path: '/api/auth/roles/',
    access: signedIn,
    response: roleListSchema,
    summary: "The practice's roles with their permissions.",
  },
  updateRole: {
    method: 'PATCH',
    path: '/api/auth/roles/{id}/',
    access: staffOnly,
    params: roleParamsSchema,
    body: roleUpdateSchema,
    response: roleSchema,
    summary: "Sets a role's full permission list; every open session of the practice is told to reload.",
  },
});
