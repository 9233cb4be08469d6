import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type OperationInput } from '../../lib/http/types';
import { createPatientRecord, getPatientRecord, listPatientRecords, updatePatientRecord, type PatientRecord } from '../../lib/patients/records';
import { MEMO } from '../../lib/patients/record-kinds';
import { existingPatient } from './patients';

// The memo: one free-text note per patient (spec 3 §2), created when missing, else updated.
type Memo = PatientRecord & { description: string };

export async function getMemo(input: OperationInput, ctx: RequestContext): Promise<Memo | null> {
  const patient = await existingPatient(ctx, input.params.id!);
  const [memo] = await listPatientRecords<Memo>(ctx.tenantId, MEMO, patient.id);
  return memo ?? null;
}

export async function createMemo(input: OperationInput, ctx: RequestContext): Promise<Memo> {
  const body = input.body as { patient: string; description: string };
  const patient = await existingPatient(ctx, body.patient);
  if ((await listPatientRecords(ctx.tenantId, MEMO, patient.id)).length) throw ValidationError.nonField('This patient already has a memo.');
  return createPatientRecord(ctx, MEMO, patient.id, { description: body.description });
}

export async function updateMemo(input: OperationInput, ctx: RequestContext): Promise<Memo> {
  const body = input.body as { description: string; consistency_token: string };
  const before = await getPatientRecord<Memo>(ctx.tenantId, MEMO, input.params.id!);
  return updatePatientRecord(ctx, MEMO, before, { description: body.description }, body.consistency_token);
}
