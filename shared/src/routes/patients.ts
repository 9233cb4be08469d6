import { anyOf, can, defineRoutes } from './define';
import { physicianListSchema } from '../schemas/people';
import {
  patientCreateSchema,
  patientIdParams,
  patientListQuerySchema,
  patientListSchema,
  patientSchema,
  patientStatusSchema,
  patientUpdateSchema,
} from '../schemas/patients';
import { logPageSchema, logQuerySchema, logTypesSchema, portalCodeSchema, relatedListSchema, relatedQuerySchema } from '../schemas/patient-records';
import { kindRoutesOf, medicalCardKind, RECORD_KINDS } from '../record-kinds';
import { medicalCardCreateSchema, medicalCardTicketSchema } from '../records/medicalcards';
import { idParams } from '../schemas/common';
import { currentImportQuerySchema, downloadSchema, importBatchOrNullSchema, importBatchSchema, importFieldsSchema } from '../schemas/import';
import { uploadTicketRequestSchema, uploadTicketSchema } from '../schemas/uploads';

// Routes of the patients resource (/api/patients/...).
export const patientsRoutes = defineRoutes('patients', {
  listPatients: {
    method: 'GET',
    path: '/api/patients/',
    access: can('view', 'patient'),
    query: patientListQuerySchema,
    response: patientListSchema,
    summary: 'All Patients: search by name (any order, prefixes), internal or ID number, or date of birth; paged.',
  },
  createPatient: {
    method: 'POST',
    path: '/api/patients/',
    access: can('add', 'patient'),
    body: patientCreateSchema,
    response: patientSchema,
    summary: 'New Patient: the server assigns the internal number.',
  },
  listPhysicians: {
    method: 'GET',
    path: '/api/patients/physicians/',
    access: can('view', 'patient'),
    response: physicianListSchema,
    summary: "The practice's physicians (id, name), for the related-physician field.",
  },
  getPatient: {
    method: 'GET',
    path: '/api/patients/{id}/',
    access: can('view', 'patient'),
    params: patientIdParams,
    response: patientSchema,
    summary: "A patient's demographics.",
  },
  updatePatient: {
    method: 'PUT',
    path: '/api/patients/{id}/',
    // Either permission may save; the operation checks demographics against change_patient and
    // disability_ids against change_disability (issue 8.5: a caller with neither gets 403 first).
    access: anyOf(can('change', 'patient'), can('change', 'disability')),
    params: patientIdParams,
    body: patientUpdateSchema,
    response: patientSchema,
    summary: 'General and Disabilities tabs: demographics need change on patient, disability_ids change on disability.',
  },
  setPatientStatus: {
    method: 'PATCH',
    path: '/api/patients/{id}/status/',
    access: can('execute', 'patient'),
    params: patientIdParams,
    body: patientStatusSchema,
    response: patientSchema,
    summary: 'Manage > Deactivate Patient: sets or clears blocked.',
  },
  // Memo (spec 3 §2), relations and insurances (spec 2 §2): record kinds, declared in records/.
  ...kindRoutesOf(RECORD_KINDS, 'patients'),
  searchRelatable: {
    method: 'GET',
    path: '/api/patients/{id}/related/',
    access: can('view', 'patient'),
    params: patientIdParams,
    query: relatedQuerySchema,
    response: relatedListSchema,
    summary: 'Patients that can be related, found by full name (not the patient itself, not already related).',
  },
  // Manage > Logs (spec 3 §2).
  listLogs: {
    method: 'GET',
    path: '/api/patients/{id}/logs/',
    access: can('view', 'log'),
    params: patientIdParams,
    query: logQuerySchema,
    response: logPageSchema,
    summary: "The patient's change log, newest first, 10 a page, optionally one model.",
  },
  listLogTypes: {
    method: 'GET',
    path: '/api/patients/{id}/log_types/',
    access: can('view', 'log'),
    params: patientIdParams,
    response: logTypesSchema,
    summary: 'The model names the Logs filter offers.',
  },
  listAllLogTypes: {
    method: 'GET',
    path: '/api/patients/log_types/',
    access: can('view', 'log'),
    response: logTypesSchema,
    summary: "The same list, not tied to a patient (the other documents' form of the call).",
  },
  // Patient Portal (spec 3 §2).
  getPortalCode: {
    method: 'GET',
    path: '/api/patients/{id}/qrcode/',
    access: can('view', 'patient'),
    params: patientIdParams,
    response: portalCodeSchema,
    summary: "The patient's portal code, made from the identification number (the QR code is drawn in the browser).",
  },
  // Medical cards (spec 3 §2; records/medicalcards.ts): each file travels straight to S3 on its own
  // ticket, then the spec's call confirms it (MEDICAL_CARD_DOCUMENT is the file's rule).
  medicalCardUploadTicket: {
    method: 'POST',
    path: '/api/patients/medicalcards/upload/',
    access: can('add', 'medicalcard'),
    body: medicalCardTicketSchema,
    response: uploadTicketSchema,
    summary: "A presigned POST for one medical card's file (name and size checked first; 5 minutes); the browser sends the file to S3.",
  },
  createMedicalCard: {
    method: 'POST',
    path: '/api/patients/medicalcards/',
    access: can('add', 'medicalcard'),
    body: medicalCardCreateSchema,
    response: medicalCardKind.schemas.record,
    summary: 'Confirms one uploaded file (patient, upload), checked by its stored content, makes the thumbnail of an image and adds the card.',
  },
  // Import Patients (spec 3 §2): a CSV upload runs as a job.
  // The file travels straight to S3 (schemas/uploads.ts): a ticket, then the spec's call confirms
  // the upload and starts the job (PATIENT_IMPORT is the file's rule).
  importUploadTicket: {
    method: 'POST',
    path: '/api/patients/importer/upload/',
    access: can('add', 'import'),
    body: uploadTicketRequestSchema,
    response: uploadTicketSchema,
    summary: 'A presigned POST for one .csv import file (name and size checked first; 5 minutes); the browser sends the file to S3.',
  },
  startImport: {
    method: 'POST',
    path: '/api/patients/importer/import_batch/',
    access: can('add', 'import'),
    body: importFieldsSchema,
    response: importBatchSchema,
    summary: 'Confirms an uploaded .csv file (upload, type, uuid), checked by its stored content, and starts the import job.',
  },
  currentImport: {
    method: 'GET',
    path: '/api/patients/importer/current_import_batch/',
    access: can('view', 'import'),
    query: currentImportQuerySchema,
    response: importBatchOrNullSchema,
    summary: "The caller's current import batch: progress, imported rows and errors.",
  },
  downloadImportErrors: {
    method: 'GET',
    path: '/api/patients/importer/{id}/download/',
    access: can('view', 'import'),
    params: idParams,
    response: downloadSchema,
    summary: 'The rows that failed, as a CSV file (content base64, filename, mime_type).',
  },
  clearImport: {
    method: 'DELETE',
    path: '/api/patients/importer/{id}/clear/',
    access: can('delete', 'import'),
    params: idParams,
    summary: 'Clears an import batch and its file.',
  },
});
