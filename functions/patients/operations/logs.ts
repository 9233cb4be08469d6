import { LOG_MODELS } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { listAuditLog } from '../../lib/data/audit-log';
import { type Input } from '../../lib/http/types';
import { existingPatient } from './patients';

// Manage > Logs (spec 3 §2): the audit entries every write under the patient made; the models
// the filter offers are the patient and the record kinds' declarations.
export const LOG_TYPES = LOG_MODELS;

export async function listLogs({ params, query }: Input<'listLogs'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  return listAuditLog({ tenantId: ctx.tenantId, subjectId: patient.id, model: query.model || undefined, limit: query.limit, cursor: query.cursor });
}

export async function listLogTypes({ params }: Input<'listLogTypes'>, ctx: RequestContext) {
  await existingPatient(ctx, params.id);
  return [...LOG_TYPES];
}

export async function listAllLogTypes() {
  return [...LOG_TYPES];
}
