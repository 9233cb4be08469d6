import { createResourceHandler } from '../lib/http/resource-handler';
import { printPrescription } from './printable/print-prescription';
import { prescriptionOperations, stopPrescription } from './records/prescriptions';
import { vaccinationOperations } from './records/vaccinations';
import { createPrescriptionTemplate, deletePrescriptionTemplate, listPrescriptionTemplates, updatePrescriptionTemplate } from './templates';

// The treatments resource Lambda: vaccinations, prescriptions (stop besides the generic record
// operations, and the printable PDF) and the practice's prescription templates, and the per-patient lists.
export const handler = createResourceHandler('treatments', {
  ...vaccinationOperations,
  ...prescriptionOperations,
  stopPrescription,
  printPrescription,
  listPrescriptionTemplates,
  createPrescriptionTemplate,
  updatePrescriptionTemplate,
  deletePrescriptionTemplate,
});
