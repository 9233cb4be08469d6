import { recordRoutes, vaccinationKind } from '../record-kinds';
import { defineRoutes } from './define';

// Routes of the treatments resource (spec 2 §2 Treatments tab, spec 1 §7): vaccinations now;
// prescriptions and their templates join it (issue 13). The per-patient lists sit under
// /api/patients/{id}/... as spec 1 §7 names them, answered by this Lambda.
export const treatmentsRoutes = defineRoutes('treatments', {
  ...recordRoutes(vaccinationKind),
});
