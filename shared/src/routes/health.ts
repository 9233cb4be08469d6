import { historyKind, recordRoutes } from '../record-kinds';
import { defineRoutes } from './define';

// Routes of the health resource: the clinical records under /api/health/... (General History now;
// spec 2's blood type, vitals, measurements, attests and allergies join it), and their per-patient
// lists, which spec 1 §7 places under /api/patients/{id}/... but which this Lambda answers.
export const healthRoutes = defineRoutes('health', {
  ...recordRoutes(historyKind),
});
