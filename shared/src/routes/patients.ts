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
  // Memo (spec 3 §2): one per patient.
  getMemo: { method: 'GET', path: '/api/patients/{id}/memo/', access: can('view', 'memo'), params: patientIdParams, response: memoOrNullSchema, summary: "The patient's memo, or null." },
  createMemo: { method: 'POST', path: '/api/patients/memo/', access: can('add', 'memo'), body: memoCreateSchema, response: memoSchema, summary: 'Creates the memo of a patient who has none.' },
  updateMemo: { method: 'PUT', path: '/api/patients/memo/{id}/', access: can('change', 'memo'), params: idParams, body: memoUpdateSchema, response: memoSchema, summary: 'Updates a memo.' },
  // Relations (spec 2 §2): editing needs change on patient.
  listRelations: { method: 'GET', path: '/api/patients/{id}/relations/', access: can('view', 'patient'), params: patientIdParams, response: relationListSchema, summary: "The patient's relations with the related patients' names and dates of birth." },
  searchRelatable: { method: 'GET', path: '/api/patients/{id}/related/', access: can('view', 'patient'), params: patientIdParams, query: relatedQuerySchema, response: relatedListSchema, summary: 'Patients that can be related, found by full name (not the patient itself, not already related).' },
  createRelation: { method: 'POST', path: '/api/patients/relations/', access: can('change', 'patient'), body: relationCreateSchema, response: relationSchema, summary: 'Relates a patient to another.' },
  updateRelation: { method: 'PATCH', path: '/api/patients/relations/{id}/', access: can('change', 'patient'), params: idParams, body: relationUpdateSchema, response: relationSchema, summary: "Changes a relation's type." },
  deleteRelation: { method: 'DELETE', path: '/api/patients/relations/{id}/', access: can('change', 'patient'), params: idParams, query: consistencyTokenQuery, summary: 'Removes a relation (consistency_token in the query string).' },
  // Insurances (spec 2 §2): a primary and a secondary slot; editing needs change on insurance.
  listInsurances: { method: 'GET', path: '/api/patients/{id}/insurances/', access: can('view', 'insurance'), params: patientIdParams, response: insuranceListSchema, summary: "The patient's insurances (is_primary marks the slot)." },
  createInsurance: { method: 'POST', path: '/api/insurances/', access: can('change', 'insurance'), body: insuranceCreateSchema, response: insuranceSchema, summary: 'Creates the insurance of an empty slot.' },
  updateInsurance: { method: 'PUT', path: '/api/insurances/{id}/', access: can('change', 'insurance'), params: idParams, body: insuranceUpdateSchema, response: insuranceSchema, summary: 'Updates an insurance.' },
  // Manage > Logs (spec 3 §2).
  listLogs: { method: 'GET', path: '/api/patients/{id}/logs/', access: can('view', 'log'), params: patientIdParams, query: logQuerySchema, response: logPageSchema, summary: "The patient's change log, newest first, 10 a page, optionally one model." },
  listLogTypes: { method: 'GET', path: '/api/patients/{id}/log_types/', access: can('view', 'log'), params: patientIdParams, response: logTypesSchema, summary: 'The model names the Logs filter offers.' },
  listAllLogTypes: { method: 'GET', path: '/api/patients/log_types/', access: can('view', 'log'), response: logTypesSchema, summary: 'The same list, not tied to a patient (the other documents\' form of the call).' },
  // Patient Portal (spec 3 §2).
  getPortalCode: { method: 'GET', path: '/api/patients/{id}/qrcode/', access: can('view', 'patient'), params: patientIdParams, response: portalCodeSchema, summary: "The patient's portal code, made from the identification number (the QR code is drawn in the browser)." },
  // Import Patients (spec 3 §2): a CSV upload runs as a job.
  startImport: { method: 'POST', path: '/api/patients/importer/import_batch/', access: can('add', 'import'), upload: PATIENT_IMPORT, body: importFieldsSchema, response: importBatchSchema, summary: 'Uploads one .csv file (multipart: file, type, uuid) and starts the import job.' },
  currentImport: { method: 'GET', path: '/api/patients/importer/current_import_batch/', access: can('view', 'import'), query: currentImportQuerySchema, response: importBatchOrNullSchema, summary: "The caller's current import batch: progress, imported rows and errors." },
  downloadImportErrors: { method: 'GET', path: '/api/patients/importer/{id}/download/', access: can('view', 'import'), params: idParams, response: downloadSchema, summary: 'The rows that failed, as a CSV file (content base64, filename, mime_type).' },
  clearImport: { method: 'DELETE', path: '/api/patients/importer/{id}/clear/', access: can('delete', 'import'), params: idParams, summary: 'Clears an import batch and its file.' },
});
