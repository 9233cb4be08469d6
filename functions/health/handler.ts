import { healthRoutes } from '@praktijk/shared/routes/health';
import { createResourceHandler } from '../lib/http/resource-handler';
import { checkAllergy } from './allergy-check';
import { getAttestHtml } from './attest-html';
import { getMeasurementsChart, getVitalsChart } from './charts';
import { allergyOperations } from './records/allergies';
import { attestOperations } from './records/attests';
import { bloodTypeOperations } from './records/bloodtype';
import { historyOperations } from './records/history';
import { measurementsOperations } from './records/measurements';
import { vitalsOperations } from './records/vitals';

// The health resource Lambda: /api/health/... and the per-patient lists and charts of its records.
export const handler = createResourceHandler('health', [healthRoutes], {
  ...historyOperations,
  ...bloodTypeOperations,
  ...vitalsOperations,
  ...measurementsOperations,
  ...attestOperations,
  ...allergyOperations,
  getVitalsChart,
  getMeasurementsChart,
  getAttestHtml,
  checkAllergy,
});
