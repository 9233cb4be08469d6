import { type RequestContext } from '../../lib/auth/context';
import { listAuditLog } from '../../lib/data/audit-log';
import { type Input } from '../../lib/http/types';
import { existingPatient } from './patients';

// Manage > Logs (spec 3 §2): the audit entries every write under the patient made.
export const LOG_TYPES = [
  { model: 'patient', label: 'Patient' },
  { model: 'memo', label: 'Memo' },
  { model: 'relation', label: 'Relation' },
  { model: 'insurance', label: 'Insurance' },
] as const;

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
