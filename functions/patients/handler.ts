import { createResourceHandler } from '../lib/http/resource-handler';
import { listPhysicians } from './operations/physicians';
import { createPatient, getPatient, listPatients, setPatientStatus, updatePatient } from './operations/patients';

// The patients resource Lambda: routes under /api/patients/.
export const handler = createResourceHandler('patients', { listPatients, createPatient, listPhysicians, getPatient, updatePatient, setPatientStatus });
