import { createResourceHandler } from '../lib/http/resource-handler';
import { createInsurance, listInsurances, updateInsurance } from './operations/insurances';
import { clearImport, currentImport, downloadImportErrors, startImport } from './operations/import';
import { listAllLogTypes, listLogs, listLogTypes } from './operations/logs';
import { createMemo, getMemo, updateMemo } from './operations/memo';
import { createPatient, getPatient, listPatients, setPatientStatus, updatePatient } from './operations/patients';
import { listPhysicians } from './operations/physicians';
import { getPortalCode } from './operations/portal';
import { createRelation, deleteRelation, listRelations, searchRelatable, updateRelation } from './operations/relations';

// The patients resource Lambda: /api/patients/... and /api/insurances/...
export const handler = createResourceHandler('patients', {
  listPatients, createPatient, listPhysicians, getPatient, updatePatient, setPatientStatus,
  getMemo, createMemo, updateMemo,
  listRelations, searchRelatable, createRelation, updateRelation, deleteRelation,
  listInsurances, createInsurance, updateInsurance,
  listLogs, listLogTypes, listAllLogTypes,
  getPortalCode,
  startImport, currentImport, downloadImportErrors, clearImport,
});
