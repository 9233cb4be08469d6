import { treatmentsRoutes } from '@praktijk/shared/routes/treatments';
import { labRoutes } from '@praktijk/shared/routes/lab';
import { createResourceHandler } from '../lib/http/resource-handler';
import { getLabChart } from './lab/chart';
import { deleteLabDocument, getLabDocument, labDocumentUploadTicket, uploadLabDocument } from './lab/documents';
import { labReferralOperations } from './lab/referrals';
import { saveLabResult } from './lab/results';
import { createLabTemplate, deleteLabTemplate, listLabTemplates, updateLabTemplate } from './lab/templates';
import { printPrescription } from './printable/print-prescription';
import { prescriptionOperations, stopPrescription } from './records/prescriptions';
import { listDecursusProcedures, listProcedureTypes, procedureOperations } from './records/procedures';
import { vaccinationOperations } from './records/vaccinations';
import { createPrescriptionTemplate, deletePrescriptionTemplate, listPrescriptionTemplates, updatePrescriptionTemplate } from './templates';

// The treatments resource Lambda: vaccinations, prescriptions (stop besides the generic record
// operations, and the printable PDF) and the practice's prescription templates, diagnostic
// referrals (results, result documents, the results chart) and their templates, procedures (the
// tariff list's types, a note's procedures), and the per-patient lists.
export const handler = createResourceHandler('treatments', [treatmentsRoutes, labRoutes], {
  ...vaccinationOperations,
  ...prescriptionOperations,
  stopPrescription,
  printPrescription,
  listPrescriptionTemplates,
  createPrescriptionTemplate,
  updatePrescriptionTemplate,
  deletePrescriptionTemplate,
  ...labReferralOperations,
  ...procedureOperations,
  listProcedureTypes,
  listDecursusProcedures,
  getLabChart,
  saveLabResult,
  labDocumentUploadTicket,
  uploadLabDocument,
  getLabDocument,
  deleteLabDocument,
  listLabTemplates,
  createLabTemplate,
  updateLabTemplate,
  deleteLabTemplate,
});
