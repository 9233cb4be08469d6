import { type RequestContext } from '../../lib/auth/context';
import { listAuditLog } from '../../lib/data/audit-log';
import { type OperationInput } from '../../lib/http/types';
import { existingPatient } from './patients';

// Manage > Logs (spec 3 §2): the audit entries every write under the patient made.
export const LOG_TYPES = [
  { model: 'patient', label: 'Patient' },
  { model: 'memo', label: 'Memo' },
  { model: 'relation', label: 'Relation' },
  { model: 'insurance', label: 'Insurance' },
] as const;

export async function listLogs(input: OperationInput, ctx: RequestContext) {
  const patient = await existingPatient(ctx, input.params.id!);
  const query = input.query as { model?: string; cursor?: string; limit: number };
  return listAuditLog({ tenantId: ctx.tenantId, subjectId: patient.id, model: query.model || undefined, limit: query.limit, cursor: query.cursor });
}

export async function listLogTypes(input: OperationInput, ctx: RequestContext) {
  await existingPatient(ctx, input.params.id!);
  return [...LOG_TYPES];
}

export async function listAllLogTypes() {
  return [...LOG_TYPES];
}
