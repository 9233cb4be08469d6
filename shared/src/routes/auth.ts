import { type RouteDefinition } from '../route-types';
import { currentUserSchema, versionSchema } from '../schemas/auth';

// Routes of the auth resource (/api/auth/...).
export const authRoutes = [
  {
    method: 'GET',
    path: '/api/auth/version/',
    resource: 'auth',
    operation: 'getVersion',
    access: { kind: 'public' },
    response: versionSchema,
    summary: 'The version the server runs; the client compares it with its own to offer a reload.',
  },
  {
    method: 'GET',
    path: '/api/auth/current/',
    resource: 'auth',
    operation: 'getCurrentUser',
    access: { kind: 'authenticated' },
    response: currentUserSchema,
    summary: 'The signed-in user with roles and their permissions.',
  },
] as const satisfies readonly RouteDefinition[];
