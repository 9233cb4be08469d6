import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { createPatientRecord, getPatientRecord, listPatientRecords, updatePatientRecord, type PatientRecord } from '../../lib/patients/records';
import { MEMO } from '../../lib/patients/record-kinds';
import { existingPatient } from './patients';

// The memo: one free-text note per patient (spec 3 §2), created when missing, else updated.
type Memo = PatientRecord & { description: string };

export async function getMemo({ params }: Input<'getMemo'>, ctx: RequestContext): Promise<Memo | null> {
  const patient = await existingPatient(ctx, params.id);
  const [memo] = await listPatientRecords<Memo>(ctx.tenantId, MEMO, patient.id);
  return memo ?? null;
}

export async function createMemo({ body }: Input<'createMemo'>, ctx: RequestContext): Promise<Memo> {
  const patient = await existingPatient(ctx, body.patient);
  if ((await listPatientRecords(ctx.tenantId, MEMO, patient.id)).length) throw ValidationError.nonField('This patient already has a memo.');
  return createPatientRecord(ctx, MEMO, patient.id, { description: body.description });
}

export async function updateMemo({ params, body }: Input<'updateMemo'>, ctx: RequestContext): Promise<Memo> {
  const before = await getPatientRecord<Memo>(ctx.tenantId, MEMO, params.id);
  return updatePatientRecord(ctx, MEMO, before, { description: body.description }, body.consistency_token);
}
