import { registerJobKind } from '../lib/jobs/registry';
import { PATIENT_IMPORT_KIND } from '../patients/import/batches';
import { patientImportRunner } from '../patients/import/runner';

// Every job kind the worker runs, registered once when the worker module loads.
registerJobKind(PATIENT_IMPORT_KIND, patientImportRunner);
