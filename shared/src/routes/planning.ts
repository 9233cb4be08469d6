import { can, defineRoutes } from './define';
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
export const planningRoutes = defineRoutes('planning', {
  listConsultReasonTypes: {
    method: 'GET',
    path: '/api/planning/consult_reason_types/',
    // Planning is administration's and physicians' (spec 1 §6), and the Consultations tab that
    // configures reasons follows the same permission; nurses neither plan nor configure (issue 8.11).
    access: can('view', 'consultreasontype'),
    response: consultReasonTypeListSchema,
    summary: "The practice's general reason types and every physician's own.",
  },
  createConsultReasonType: {
    method: 'POST',
    path: '/api/planning/consult_reason_types/',
    access: can('add', 'consultreasontype'),
    body: consultReasonTypeCreateSchema,
    response: consultReasonTypeSchema,
    summary: "A new reason type, general or the caller's own.",
  },
  updateConsultReasonType: {
    method: 'PUT',
    path: '/api/planning/consult_reason_types/{id}/',
    access: can('change', 'consultreasontype'),
    params: idParamsSchema,
    body: consultReasonTypeUpdateSchema,
    response: consultReasonTypeSchema,
    summary: "Renames a reason type or moves it between the general list and the caller's own.",
  },
  deleteConsultReasonType: {
    method: 'DELETE',
    path: '/api/planning/consult_reason_types/{id}/',
    access: can('delete', 'consultreasontype'),
    params: idParamsSchema,
    query: consultReasonTypeDeleteQuery,
    summary: 'Deletes a reason type (the consistency_token comes in the query string).',
  },
});
