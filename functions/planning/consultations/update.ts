import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { existingPair } from '../../lib/consultations/reads';
import { showConsultation, toConsultation } from '../../lib/consultations/show';
import { arrivedRefusal, processedRefusal } from '../../lib/consultations/state';
import { linkWrite, writeConsultation } from '../../lib/consultations/writes';
import { formChoiceErrors, readFormChoices } from './choices';

// Writes of a consultation (spec 1 §4 transitions, spec 3 §4): the form (PUT), arrived/,
// change/ (processed) and change_info/ (episode). Each reads the consultation with its note in one
// BatchGet, applies the state rules to what it read, and writes on the caller's token, so a rule
// is never checked against a state that changed in between (that write is a 409).

export async function updateConsultation({ params, body }: Input<'updateConsultation'>, ctx: RequestContext): Promise<Consultation> {
  const [{ consultation, decursus }, reads] = await Promise.all([existingPair(ctx.data, params.id), readFormChoices(ctx, body)]);
  const errors = formChoiceErrors(reads, body, consultation.patient_id, consultation.practitioner_id);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const { consistency_token, ...form } = body;
  const after = await writeConsultation(ctx, consultation, form, consistency_token);
  return showConsultation(ctx.data, after, decursus, ctx);
}

export async function setConsultationArrived({ params, body }: Input<'setConsultationArrived'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  const refusal = arrivedRefusal(consultation, body.arrived);
  if (refusal) throw ValidationError.nonField(refusal);
  const after = await writeConsultation(ctx, consultation, { arrived: body.arrived }, body.consistency_token);
  return showConsultation(ctx.data, after, decursus, ctx);
}

export async function setConsultationProcessed({ params, body }: Input<'setConsultationProcessed'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  const refusal = processedRefusal(consultation, body.processed);
  if (refusal) throw ValidationError.nonField(refusal);
  const after = await writeConsultation(ctx, consultation, { processed: body.processed }, body.consistency_token);
  return showConsultation(ctx.data, after, decursus, ctx);
}

/** The Episodes modal's Set: links the note (no new note version) and writes the consultation on its token. */
export async function setConsultationEpisode({ params, body }: Input<'setConsultationEpisode'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  const after = await writeConsultation(ctx, consultation, {}, body.consistency_token, linkWrite(ctx, decursus, body.episode));
  // A linked episode is active and not merged (the link checked it), so it is its own leader.
  return toConsultation(after, body.episode, ctx);
}
