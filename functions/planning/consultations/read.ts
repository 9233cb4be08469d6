import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { todayIso } from '@praktijk/shared/dates';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { currentConsultation as currentOfToday, existingDecursus, existingPair, lastStartedConsultation } from '../../consultations/domain/reads';
import { type StoredConsultation } from '../../consultations/domain/items';
import { showConsultation } from '../../consultations/domain/show';
import { getPatient } from '../../patients/domain/repository';

// Reads of consultations: by id (one BatchGet of the consultation and its note, then the note's
// episode resolved), and a patient's last or current one (one Query of the patient's
// consultations, newest first, with a small Limit, beside the patient's GetItem for the 404).

export async function getConsultation({ params }: Input<'getConsultation'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  return showConsultation(ctx.data, consultation, decursus, ctx);
}

async function patientConsultation(ctx: RequestContext, patientId: string, find: () => Promise<StoredConsultation | undefined>): Promise<Consultation | null> {
  const [patient, consultation] = await Promise.all([getPatient(ctx.tenantId, patientId), find()]);
  if (!patient) throw new NotFoundError();
  if (!consultation) return null;
  return showConsultation(ctx.data, consultation, await existingDecursus(ctx.data, consultation.id), ctx);
}

export function lastConsultation({ params }: Input<'lastConsultation'>, ctx: RequestContext): Promise<Consultation | null> {
  return patientConsultation(ctx, params.id, () => lastStartedConsultation(ctx.data, params.id));
}

export function currentConsultation({ params }: Input<'currentConsultation'>, ctx: RequestContext): Promise<Consultation | null> {
  return patientConsultation(ctx, params.id, () => currentOfToday(ctx.data, params.id, todayIso()));
}
