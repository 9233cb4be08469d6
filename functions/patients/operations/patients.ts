import { ulid } from 'ulid';
import { type Patient } from '@praktijk/shared/schemas/patients';
import { can } from '@praktijk/shared/permissions';
import { type RequestContext } from '../../lib/auth/context';
import { assertPatientChoices } from '../../catalogue/domain/references';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { parseSearch } from '../domain/normalize';
import { existingPatient, insertPatient, nextInternalNumber, PATIENT_MODEL, replacePatient } from '../domain/repository';
import { searchPatients, type PatientPage } from '../domain/search';
import { toPatient } from '../to-patient';
import { auditOf } from '../audit-subject';
import { type StoredPatient } from '../domain/summary';
import { currentConsultation } from '../../consultations/domain/reads';
import { todayIso } from '@praktijk/shared/dates';

const allowed = (ctx: RequestContext, action: 'change', model: 'patient' | 'disability') =>
  can({ is_staff: ctx.isStaff, permissions: ctx.permissions }, action, model);

/** Test patients are a superuser's tool (spec 2 §6): others keep what the record had. */
function testFlag(ctx: RequestContext, wanted: boolean, current: boolean): boolean {
  return ctx.isStaff ? wanted : current;
}

export async function listPatients({ query }: Input<'listPatients'>, ctx: RequestContext): Promise<PatientPage> {
  return searchPatients(ctx.tenantId, parseSearch(query.search), query.limit, query.cursor);
}

export async function createPatient({ body: fields }: Input<'createPatient'>, ctx: RequestContext): Promise<Patient> {
  await assertPatientChoices(fields, ctx);
  const id = ulid();
  const now = new Date().toISOString();
  const patient = {
    ...fields,
    id,
    internal_number: await nextInternalNumber(ctx.tenantId),
    blocked: false,
    created: now,
    updated: now,
    deceased_date: fields.deceased_indicator ? fields.deceased_date : null,
    testpatient: testFlag(ctx, fields.testpatient, false),
  };
  return toPatient(await insertPatient(ctx.tenantId, patient, auditOf(ctx, id, PATIENT_MODEL)));
}

/** The patient with today's open consultation, read side by side (one Query beside the GetItem). */
export async function getPatient({ params }: Input<'getPatient'>, ctx: RequestContext): Promise<Patient> {
  const [patient, current] = await Promise.all([existingPatient(ctx, params.id), currentConsultation(ctx.data, params.id, todayIso())]);
  const current_consult = current
    ? { id: current.id, decursus_id: current.id, start: current.start, practitioner: { id: current.practitioner_id, name: current.practitioner_name } }
    : null;
  return { ...toPatient(patient), current_consult };
}

/** General needs change on patient; the Disabilities tab (disability_ids) change on disability. */
export async function updatePatient({ params, body }: Input<'updatePatient'>, ctx: RequestContext): Promise<Patient> {
  const { consistency_token, ...fields } = body;
  const before = await existingPatient(ctx, params.id);
  if (before.consistency_token !== consistency_token) throw new ConflictError();
  const after: StoredPatient = {
    ...before,
    ...fields,
    id: before.id,
    internal_number: before.internal_number,
    blocked: before.blocked,
    created: before.created,
    updated: new Date().toISOString(),
    deceased_date: fields.deceased_indicator ? fields.deceased_date : null,
    testpatient: testFlag(ctx, fields.testpatient, before.testpatient),
  };
  const { disability_ids: disabilitiesBefore, updated: _u1, consistency_token: _c1, ...demographicsBefore } = before;
  const { disability_ids: disabilitiesAfter, updated: _u2, consistency_token: _c2, ...demographicsAfter } = after;
  const demographicsChanged = JSON.stringify(demographicsBefore) !== JSON.stringify(demographicsAfter);
  const disabilitiesChanged = JSON.stringify([...disabilitiesBefore].sort()) !== JSON.stringify([...disabilitiesAfter].sort());
  if ((demographicsChanged && !allowed(ctx, 'change', 'patient')) || (disabilitiesChanged && !allowed(ctx, 'change', 'disability'))) {
    throw new ForbiddenError();
  }
  await assertPatientChoices(fields, ctx, before);
  return toPatient(await replacePatient(ctx.tenantId, before, after, consistency_token, auditOf(ctx, before.id, PATIENT_MODEL)));
}

export async function setPatientStatus({ params, body }: Input<'setPatientStatus'>, ctx: RequestContext): Promise<Patient> {
  const before = await existingPatient(ctx, params.id);
  const after = { ...before, blocked: body.blocked, updated: new Date().toISOString() };
  return toPatient(await replacePatient(ctx.tenantId, before, after, body.consistency_token, auditOf(ctx, before.id, PATIENT_MODEL)));
}
