import { labReferralKind } from '../record-kinds';
import { labDocumentDeleteSchema, labDocumentFields, labResultSchema, labTestParams } from '../records/lab';
import { idParams } from '../schemas/common';
import { chartQuery, chartSchema } from '../schemas/health-charts';
import {
  labTemplateBody,
  labTemplateDeleteQuery,
  labTemplateListSchema,
  labTemplateQuery,
  labTemplateSchema,
  labTemplateUpdate,
} from '../schemas/lab-templates';
import { patientIdParams } from '../schemas/patients';
import { fileAnswerSchema, uploadTicketRequestSchema, uploadTicketSchema } from '../schemas/uploads';
import { can, defineRoutes } from './define';

// Diagnostic referrals (spec 2 §7 "Diagnostic referrals", spec 1 §7 "Lab"), answered by the
// treatments Lambda (issue 13: treatments and diagnostics): the referrals with their results and
// result documents, the results chart, and the practice's referral templates.
export const labRoutes = defineRoutes('treatments', {
  getLabChart: {
    method: 'GET',
    path: '/api/patients/{id}/lab_chart/',
    access: can('view', 'lab'),
    params: patientIdParams,
    query: chartQuery,
    response: chartSchema,
    summary: "The patient's numeric lab results as chart series per test: the latest referrals, and where the range before them starts.",
  },
  saveLabResult: {
    method: 'PUT',
    path: '/api/lab/tests/{id}/',
    access: can('add', 'lab'),
    params: labTestParams,
    body: labResultSchema,
    response: labReferralKind.schemas.record,
    summary: "Saves one test's result (free text) and answers the whole referral with its new consistency_token.",
  },
  // The result document travels straight to S3 (schemas/uploads.ts): a ticket, then the spec's
  // call confirms the upload (LAB_DOCUMENT is the file's rule).
  labDocumentUploadTicket: {
    method: 'POST',
    path: '/api/lab/{id}/document/upload/',
    access: can('add', 'lab'),
    params: idParams,
    body: uploadTicketRequestSchema,
    response: uploadTicketSchema,
    summary: "A presigned POST for the referral's result document (name and size checked first; 5 minutes); the browser sends the file to S3.",
  },
  uploadLabDocument: {
    method: 'POST',
    path: '/api/lab/{id}/document/',
    access: can('add', 'lab'),
    params: idParams,
    body: labDocumentFields,
    response: labReferralKind.schemas.record,
    summary: 'Attaches the uploaded result document (upload, consistency_token), checked by its stored content; one per referral.',
  },
  // Ours, beside the spec's: the View button's fresh link (the list's document_url expires after
  // VIEW_URL_SECONDS on a screen left open). Whoever may see referrals may view their documents.
  getLabDocument: {
    method: 'GET',
    path: '/api/lab/{id}/document/',
    access: can('view', 'lab'),
    params: idParams,
    response: fileAnswerSchema,
    summary: "A fresh short-lived link (url, filename, mime_type) to the referral's result document, recorded in the access log; 404 when it has none.",
  },
  deleteLabDocument: {
    method: 'PATCH',
    path: '/api/lab/{id}/delete_document/',
    access: can('add', 'lab'),
    params: idParams,
    body: labDocumentDeleteSchema,
    response: labReferralKind.schemas.record,
    summary: "Removes the referral's result document.",
  },
  // Templates are the practice's: whoever may see referrals sees them, whoever may refer keeps them
  // (the spec states no permission), as with the prescription templates.
  listLabTemplates: {
    method: 'GET',
    path: '/api/lab/templates/',
    access: can('view', 'lab'),
    query: labTemplateQuery,
    response: labTemplateListSchema,
    summary: "The practice's diagnostic referral templates by name, filtered by search text and type, at most 10.",
  },
  createLabTemplate: {
    method: 'POST',
    path: '/api/lab/templates/',
    access: can('add', 'lab'),
    body: labTemplateBody,
    response: labTemplateSchema,
    summary: 'Saves a diagnostic referral template (its name unique in the practice, in any case).',
  },
  updateLabTemplate: {
    method: 'PUT',
    path: '/api/lab/templates/{id}/',
    access: can('add', 'lab'),
    params: idParams,
    body: labTemplateUpdate,
    response: labTemplateSchema,
    summary: 'Changes a diagnostic referral template.',
  },
  deleteLabTemplate: {
    method: 'DELETE',
    path: '/api/lab/templates/{id}/',
    access: can('add', 'lab'),
    params: idParams,
    query: labTemplateDeleteQuery,
    summary: 'Removes a diagnostic referral template.',
  },
});
