import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { consultationItems } from '../../consultations/domain/items';
import { toConsultation } from '../../consultations/domain/show';
import { newConsultationItems, personOf } from '../../consultations/domain/writes';
import { announcePlanning } from '../domain/announce';
import { getPatient } from '../../patients/domain/repository';
import { choosePractitioner, formChoiceErrors, readFormChoices } from './choices';

// POST /api/patients/{id}/consult/ (spec 3 §2-§3): a consultation of today starting now, and its
// empty decursus with that note's revision 1, in one transaction with their audit entries. The
// patient is checked in the same transaction (and, when the form sent the token it read, that it
// has not changed since: 409). Started from the record, it holds no time in the calendar (not
// booked): it shows in the day's all-day row and in the lists.

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
    patientNames: patient,
    practitioner,
    author: { ...personOf(ctx), user: ctx.user },
    start: new Date(),
    reason_type: body.reason_type,
    reason: body.reason,
    is_walkin: body.is_walkin,
    insurance: body.insurance,
  });
  await ctx.data.transact(newConsultationItems(ctx, built, body.consistency_token ?? body.episode?.consistency_token));
  const { consultation } = built;
  await announcePlanning(ctx.tenantId, {
    practitioner: practitioner.id,
    dates: [consultation.date],
    consultation: consultation.id,
    patient: consultation.patient_id,
    change: 'booking',
  });
  return toConsultation(consultation, null, ctx);
}
