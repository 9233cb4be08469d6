import { type RouteDefinition } from '../route-types';
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
import {
  consistencyTokenQuery,
  insuranceCreateSchema,
  insuranceListSchema,
  insuranceSchema,
  insuranceUpdateSchema,
  logPageSchema,
  logQuerySchema,
  logTypesSchema,
  memoCreateSchema,
  memoOrNullSchema,
  memoSchema,
  memoUpdateSchema,
  portalCodeSchema,
  relatedListSchema,
  relatedQuerySchema,
  relationCreateSchema,
  relationListSchema,
  relationSchema,
  relationUpdateSchema,
} from '../schemas/patient-records';
import { idParams } from '../schemas/common';
import { currentImportQuerySchema, downloadSchema, importBatchOrNullSchema, importBatchSchema, importFieldsSchema, PATIENT_IMPORT } from '../schemas/import';

// Routes of the patients resource (/api/patients/...).
export const patientsRoutes = [
  {
    method: 'GET',
    path: '/api/patients/',
    resource: 'patients',
    operation: 'listPatients',
    access: { kind: 'permission', action: 'view', model: 'patient' },
    query: patientListQuerySchema,
    response: patientListSchema,
    summary: 'All Patients: search by name (any order, prefixes), internal or ID number, or date of birth; paged.',
  },
  {
    method: 'POST',
    path: '/api/patients/',
    resource: 'patients',
    operation: 'createPatient',
    access: { kind: 'permission', action: 'add', model: 'patient' },
    body: patientCreateSchema,
    response: patientSchema,
    summary: 'New Patient: the server assigns the internal number.',
  },
  {
    method: 'GET',
    path: '/api/patients/physicians/',
    resource: 'patients',
    operation: 'listPhysicians',
    access: { kind: 'permission', action: 'view', model: 'patient' },
    response: physicianListSchema,
    summary: "The practice's physicians (id, name), for the related-physician field.",
  },
  {
    method: 'GET',
    path: '/api/patients/{id}/',
    resource: 'patients',
    operation: 'getPatient',
    access: { kind: 'permission', action: 'view', model: 'patient' },
    params: patientIdParams,
    response: patientSchema,
    summary: "A patient's demographics.",
  },
  {
    method: 'PUT',
    path: '/api/patients/{id}/',
    resource: 'patients',
    operation: 'updatePatient',
    access: { kind: 'permission', action: 'view', model: 'patient' },
    params: patientIdParams,
    body: patientUpdateSchema,
    response: patientSchema,
    summary: 'General and Disabilities tabs: demographics need change on patient, disability_ids change on disability.',
  },
  {
    method: 'PATCH',
    path: '/api/patients/{id}/status/',
    resource: 'patients',
    operation: 'setPatientStatus',
    access: { kind: 'permission', action: 'execute', model: 'patient' },
    params: patientIdParams,
    body: patientStatusSchema,
    response: patientSchema,
    summary: 'Manage > Deactivate Patient: sets or clears blocked.',
  },
  // Memo (spec 3 §2): one per patient.
  { method: 'GET', path: '/api/patients/{id}/memo/', resource: 'patients', operation: 'getMemo', access: { kind: 'permission', action: 'view', model: 'memo' }, params: patientIdParams, response: memoOrNullSchema, summary: "The patient's memo, or null." },
  { method: 'POST', path: '/api/patients/memo/', resource: 'patients', operation: 'createMemo', access: { kind: 'permission', action: 'add', model: 'memo' }, body: memoCreateSchema, response: memoSchema, summary: 'Creates the memo of a patient who has none.' },
  { method: 'PUT', path: '/api/patients/memo/{id}/', resource: 'patients', operation: 'updateMemo', access: { kind: 'permission', action: 'change', model: 'memo' }, params: idParams, body: memoUpdateSchema, response: memoSchema, summary: 'Updates a memo.' },
  // Relations (spec 2 §2): editing needs change on patient.
  { method: 'GET', path: '/api/patients/{id}/relations/', resource: 'patients', operation: 'listRelations', access: { kind: 'permission', action: 'view', model: 'patient' }, params: patientIdParams, response: relationListSchema, summary: "The patient's relations with the related patients' names and dates of birth." },
  { method: 'GET', path: '/api/patients/{id}/related/', resource: 'patients', operation: 'searchRelatable', access: { kind: 'permission', action: 'view', model: 'patient' }, params: patientIdParams, query: relatedQuerySchema, response: relatedListSchema, summary: 'Patients that can be related, found by full name (not the patient itself, not already related).' },
  { method: 'POST', path: '/api/patients/relations/', resource: 'patients', operation: 'createRelation', access: { kind: 'permission', action: 'change', model: 'patient' }, body: relationCreateSchema, response: relationSchema, summary: 'Relates a patient to another.' },
  { method: 'PATCH', path: '/api/patients/relations/{id}/', resource: 'patients', operation: 'updateRelation', access: { kind: 'permission', action: 'change', model: 'patient' }, params: idParams, body: relationUpdateSchema, response: relationSchema, summary: "Changes a relation's type." },
  { method: 'DELETE', path: '/api/patients/relations/{id}/', resource: 'patients', operation: 'deleteRelation', access: { kind: 'permission', action: 'change', model: 'patient' }, params: idParams, query: consistencyTokenQuery, summary: 'Removes a relation (consistency_token in the query string).' },
  // Insurances (spec 2 §2): a primary and a secondary slot; editing needs change on insurance.
  { method: 'GET', path: '/api/patients/{id}/insurances/', resource: 'patients', operation: 'listInsurances', access: { kind: 'permission', action: 'view', model: 'insurance' }, params: patientIdParams, response: insuranceListSchema, summary: "The patient's insurances (is_primary marks the slot)." },
  { method: 'POST', path: '/api/insurances/', resource: 'patients', operation: 'createInsurance', access: { kind: 'permission', action: 'change', model: 'insurance' }, body: insuranceCreateSchema, response: insuranceSchema, summary: 'Creates the insurance of an empty slot.' },
  { method: 'PUT', path: '/api/insurances/{id}/', resource: 'patients', operation: 'updateInsurance', access: { kind: 'permission', action: 'change', model: 'insurance' }, params: idParams, body: insuranceUpdateSchema, response: insuranceSchema, summary: 'Updates an insurance.' },
  // Manage > Logs (spec 3 §2).
  { method: 'GET', path: '/api/patients/{id}/logs/', resource: 'patients', operation: 'listLogs', access: { kind: 'permission', action: 'view', model: 'log' }, params: patientIdParams, query: logQuerySchema, response: logPageSchema, summary: "The patient's change log, newest first, 10 a page, optionally one model." },
  { method: 'GET', path: '/api/patients/{id}/log_types/', resource: 'patients', operation: 'listLogTypes', access: { kind: 'permission', action: 'view', model: 'log' }, params: patientIdParams, response: logTypesSchema, summary: 'The model names the Logs filter offers.' },
  { method: 'GET', path: '/api/patients/log_types/', resource: 'patients', operation: 'listAllLogTypes', access: { kind: 'permission', action: 'view', model: 'log' }, response: logTypesSchema, summary: 'The same list, not tied to a patient (the other documents\' form of the call).' },
  // Patient Portal (spec 3 §2).
  { method: 'GET', path: '/api/patients/{id}/qrcode/', resource: 'patients', operation: 'getPortalCode', access: { kind: 'permission', action: 'view', model: 'patient' }, params: patientIdParams, response: portalCodeSchema, summary: "The patient's portal code, made from the identification number (the QR code is drawn in the browser)." },
  // Import Patients (spec 3 §2): a CSV upload runs as a job.
  { method: 'POST', path: '/api/patients/importer/import_batch/', resource: 'patients', operation: 'startImport', access: { kind: 'permission', action: 'add', model: 'import' }, upload: PATIENT_IMPORT, body: importFieldsSchema, response: importBatchSchema, summary: 'Uploads one .csv file (multipart: file, type, uuid) and starts the import job.' },
  { method: 'GET', path: '/api/patients/importer/current_import_batch/', resource: 'patients', operation: 'currentImport', access: { kind: 'permission', action: 'view', model: 'import' }, query: currentImportQuerySchema, response: importBatchOrNullSchema, summary: "The caller's current import batch: progress, imported rows and errors." },
  { method: 'GET', path: '/api/patients/importer/{id}/download/', resource: 'patients', operation: 'downloadImportErrors', access: { kind: 'permission', action: 'view', model: 'import' }, params: idParams, response: downloadSchema, summary: 'The rows that failed, as a CSV file (content base64, filename, mime_type).' },
  { method: 'DELETE', path: '/api/patients/importer/{id}/clear/', resource: 'patients', operation: 'clearImport', access: { kind: 'permission', action: 'delete', model: 'import' }, params: idParams, summary: 'Clears an import batch and its file.' },
] as const satisfies readonly RouteDefinition[];
