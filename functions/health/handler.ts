import { createResourceHandler } from '../lib/http/resource-handler';
import { historyOperations } from './records/history';

// The health resource Lambda: /api/health/... and the per-patient lists of its records.
export const handler = createResourceHandler('health', {
  ...historyOperations,
});
