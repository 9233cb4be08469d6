import { patientsRoutes } from '@praktijk/shared/routes/patients';
import { createResourceHandler } from '../lib/http/resource-handler';
import { clearImport, currentImport, downloadImportErrors, importUploadTicket, startImport } from './operations/import';
import { listAllLogTypes, listLogs, listLogTypes } from './operations/logs';
import { createPatient, getPatient, listPatients, setPatientStatus, updatePatient } from './operations/patients';
import { listPhysicians } from './operations/physicians';
import { getPortalCode } from './operations/portal';
import { searchRelatable } from './operations/relations';
import { createMedicalCard, medicalCardUploadTicket } from './operations/medicalcards';
import { insuranceOperations } from './records/insurance';
import { medicalCardOperations } from './records/medicalcards';
import { memoOperations } from './records/memo';
import { relationOperations } from './records/relation';

// The patients resource Lambda: /api/patients/... and /api/insurances/...
export const handler = createResourceHandler('patients', [patientsRoutes], {
  listPatients,
  createPatient,
  listPhysicians,
  getPatient,
  updatePatient,
  setPatientStatus,
  ...memoOperations,
  ...relationOperations,
  searchRelatable,
  ...insuranceOperations,
  ...medicalCardOperations,
  medicalCardUploadTicket,
  createMedicalCard,
  listLogs,
  listLogTypes,
  listAllLogTypes,
  getPortalCode,
  importUploadTicket,
  startImport,
  currentImport,
  downloadImportErrors,
  clearImport,
});
