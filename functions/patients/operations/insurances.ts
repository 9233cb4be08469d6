import { type z } from 'zod';
import { type insuranceUpdateSchema } from '@praktijk/shared/schemas/patient-records';
import { type RequestContext } from '../../lib/auth/context';
import { assertInsuranceChoice } from '../../lib/catalogue/references';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { createPatientRecord, getPatientRecord, listPatientRecords, updatePatientRecord, type PatientRecord } from '../../lib/patients/records';
import { INSURANCE } from '../../lib/patients/record-kinds';
import { existingPatient } from './patients';

// Insurances (spec 2 §2, §4): at most one per slot, primary and secondary; created when the
// slot is empty, else updated.
type InsuranceFields = Omit<z.infer<typeof insuranceUpdateSchema>, 'consistency_token'>;
type Insurance = PatientRecord & InsuranceFields & { is_primary: boolean };

export async function listInsurances({ params }: Input<'listInsurances'>, ctx: RequestContext): Promise<Insurance[]> {
  const patient = await existingPatient(ctx, params.id);
  const all = await listPatientRecords<Insurance>(ctx.tenantId, INSURANCE, patient.id);
  return all.sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

export async function createInsurance({ body }: Input<'createInsurance'>, ctx: RequestContext): Promise<Insurance> {
  const { patient: patientId, is_primary, ...fields } = body;
  const patient = await existingPatient(ctx, patientId);
  await assertInsuranceChoice(fields.company_id, fields.type_id);
  const existing = await listPatientRecords<Insurance>(ctx.tenantId, INSURANCE, patient.id);
  if (existing.some((i) => i.is_primary === is_primary)) {
    throw ValidationError.nonField(`This patient already has a ${is_primary ? 'primary' : 'secondary'} insurance.`);
  }
  return createPatientRecord(ctx, INSURANCE, patient.id, { ...fields, is_primary });
}

export async function updateInsurance({ params, body }: Input<'updateInsurance'>, ctx: RequestContext): Promise<Insurance> {
  const { consistency_token, ...fields } = body;
  const before = await getPatientRecord<Insurance>(ctx.tenantId, INSURANCE, params.id);
  await assertInsuranceChoice(fields.company_id, fields.type_id);
  return updatePatientRecord(ctx, INSURANCE, before, fields, consistency_token);
}
