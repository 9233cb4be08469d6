import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { tableName } from '../../lib/data/client';
import { LOCK_CONDITION, lockValues } from '../../lib/data/consistency';
import { type TransactItem } from '../../lib/data/transact';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { consultationItems } from '../../lib/consultations/items';
import { toConsultation } from '../../lib/consultations/show';
import { auditCreated, personOf } from '../../lib/consultations/writes';
import { getPatient } from '../../lib/patients/repository';
import { fullName } from '../../lib/patients/summary';
import { choosePractitioner, formChoiceErrors, readFormChoices } from './choices';

// POST /api/patients/{id}/consult/ (spec 3 §2-§3): a consultation of today starting now, and its
// empty decursus with that note's revision 1, in one transaction with their audit entries. The
// patient is checked in the same transaction (and, when the form sent the token it read, that it
// has not changed since: 409).

/** The patient exists (404), and is as the form read it when a token is given (409). */
function patientCheck(ctx: RequestContext, patientId: string, token: string | undefined): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: ctx.data.keys.patient(patientId),
      ...(token ? { ConditionExpression: LOCK_CONDITION, ExpressionAttributeValues: lockValues(token) } : { ConditionExpression: 'attribute_exists(PK)' }),
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

const putNew = (Item: Record<string, unknown>): TransactItem => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } });

export async function createConsultation({ params, body }: Input<'createConsultation'>, ctx: RequestContext): Promise<Consultation> {
  const [patient, practitioner, reads] = await Promise.all([
    getPatient(ctx.tenantId, params.id),
    choosePractitioner(ctx, body.practitioner),
    readFormChoices(ctx, body),
  ]);
  if (!patient) throw new NotFoundError();
  const errors = {
    ...('error' in practitioner ? { practitioner: [practitioner.error] } : {}),
    ...formChoiceErrors(reads, body, patient.id, 'error' in practitioner ? undefined : practitioner.id),
    ...(body.episode && body.episode.patient !== patient.id ? { 'episode.patient': ['This is not the patient of this consultation.'] } : {}),
  };
  if (Object.keys(errors).length || 'error' in practitioner) throw new ValidationError(errors);

  const built = consultationItems({
    data: ctx.data,
    patientId: patient.id,
    patientName: fullName(patient),
    practitioner,
    author: { ...personOf(ctx), user: ctx.user },
    start: new Date(),
    reason_type: body.reason_type,
    reason: body.reason,
    is_walkin: body.is_walkin,
    insurance: body.insurance,
  });
  await ctx.data.transact([
    patientCheck(ctx, patient.id, body.consistency_token ?? body.episode?.consistency_token),
    putNew(built.items.consultation),
    putNew(built.items.decursus),
    putNew(built.items.revision),
    ...auditCreated(ctx, 'consultation', built.consultation),
    ...auditCreated(ctx, 'decursus', built.decursus),
  ]);
  return toConsultation(built.consultation, null, ctx);
}
