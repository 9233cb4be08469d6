import { createResourceHandler } from '../lib/http/resource-handler';
import { vaccinationOperations } from './records/vaccinations';

// The treatments resource Lambda: vaccinations (prescriptions follow), and their per-patient lists.
export const handler = createResourceHandler('treatments', {
  ...vaccinationOperations,
});
