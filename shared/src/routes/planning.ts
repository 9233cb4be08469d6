import { type RouteDefinition } from '../route-types';
import {
  consultReasonTypeCreateSchema,
  consultReasonTypeDeleteQuery,
  consultReasonTypeListSchema,
  consultReasonTypeSchema,
  consultReasonTypeUpdateSchema,
  idParamsSchema,
} from '../schemas/planning';

// Routes of the planning resource. So far the consult reason types of the account screen's
// Consultations tab; the calendar comes with the planning issue.
export const planningRoutes = [
  {
    method: 'GET',
    path: '/api/planning/consult_reason_types/',
    resource: 'planning',
    operation: 'listConsultReasonTypes',
    access: { kind: 'authenticated' },
    response: consultReasonTypeListSchema,
    summary: "The practice's general reason types and every physician's own.",
  },
  {
    method: 'POST',
    path: '/api/planning/consult_reason_types/',
    resource: 'planning',
    operation: 'createConsultReasonType',
    access: { kind: 'permission', action: 'add', model: 'consultreasontype' },
    body: consultReasonTypeCreateSchema,
    response: consultReasonTypeSchema,
    summary: 'A new reason type, general or the caller\'s own.',
  },
  {
    method: 'PUT',
    path: '/api/planning/consult_reason_types/{id}/',
    resource: 'planning',
    operation: 'updateConsultReasonType',
    access: { kind: 'permission', action: 'change', model: 'consultreasontype' },
    params: idParamsSchema,
    body: consultReasonTypeUpdateSchema,
    response: consultReasonTypeSchema,
    summary: 'Renames a reason type or moves it between the general list and the caller\'s own.',
  },
  {
    method: 'DELETE',
    path: '/api/planning/consult_reason_types/{id}/',
    resource: 'planning',
    operation: 'deleteConsultReasonType',
    access: { kind: 'permission', action: 'delete', model: 'consultreasontype' },
    params: idParamsSchema,
    query: consultReasonTypeDeleteQuery,
    summary: 'Deletes a reason type (the consistency_token comes in the query string).',
  },
] as const satisfies readonly RouteDefinition[];
