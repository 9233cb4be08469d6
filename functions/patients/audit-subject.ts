import { type RequestContext } from '../lib/auth/context';
import { auditUserName } from '../lib/data/audit';
import { type AuditSubject } from '../lib/data/write';

/** Audit entries of a patient's records are listed under that patient (Manage > Logs). */
export function auditOf(ctx: RequestContext, patientId: string, model: string, objectId = patientId): AuditSubject {
  return { tenantId: ctx.tenantId, subjectId: patientId, model, objectId, userId: ctx.userId, username: ctx.user.email, userName: auditUserName(ctx.user) };
}
