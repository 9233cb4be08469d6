import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { type StoredConsultation, type StoredDecursus } from '../../consultations/domain/items';
import { existingPair } from '../../consultations/domain/reads';
import { showConsultation, toConsultation } from '../../consultations/domain/show';
import { arrivedRefusal, processedRefusal } from '../../consultations/domain/state';
import { consultationChange, linkWrite, noteMoveUpdate, writeConsultation } from '../../consultations/domain/writes';
import { announcePlanning } from '../domain/announce';
import { placeOf, placeSpan } from '../domain/bookings';
import { readCalendarHours } from '../domain/config';
import { guardedWrite, guardOf, type GuardedPlan } from '../domain/day-guard';
import { isMove, movedFields, moveTarget, type MoveTarget, timesChanged } from '../domain/move';
import { bookingTimeErrors } from '../domain/rules';
import { replaceSpan } from '../domain/spans';
import { choosePractitioner, formChoiceErrors, readFormChoices } from './choices';

// Writes of a consultation (spec 1 §4 transitions, spec 3 §4): the form (PUT, which also moves a
// booking from the calendar), arrived/, change/ (processed) and change_info/ (episode). Each reads
// the consultation with its note in one BatchGet, applies the rules to what it read, and writes on
// the caller's token, so a rule is never checked against a state that changed in between (that
// write is a 409). Every write but change_info tells the practice's calendars (realtime 'planning').

type Form = Pick<StoredConsultation, 'reason_type' | 'reason' | 'is_walkin' | 'insurance'>;

export async function updateConsultation({ params, body }: Input<'updateConsultation'>, ctx: RequestContext): Promise<Consultation> {
  const { consistency_token, start, end, practitioner, ...form } = body;
  const [{ consultation, decursus }, reads] = await Promise.all([existingPair(ctx.data, params.id), readFormChoices(ctx, body)]);
  const placed = moveTarget(consultation, { start, end, practitioner });
  if ('errors' in placed)
    throw new ValidationError({ ...placed.errors, ...formChoiceErrors(reads, body, consultation.patient_id, consultation.practitioner_id) });
  if (isMove(consultation, placed.target)) return moveConsultation(ctx, { consultation, decursus }, placed.target, form, consistency_token, reads);

  const errors = formChoiceErrors(reads, body, consultation.patient_id, consultation.practitioner_id);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const after = await writeConsultation(ctx, consultation, form, consistency_token);
  await announcePlanning(ctx.tenantId, {
    practitioner: after.practitioner_id,
    dates: [after.date],
    consultation: after.id,
    patient: after.patient_id,
    change: 'booking',
  });
  return showConsultation(ctx.data, after, decursus, ctx);
}

/**
 * A move: the consultation at its new times (and practitioner) with the form's fields, its note
 * following it, and, for a booked one, its span taken from the old day's guard and placed in the
 * new day's, both conditioned, in one transaction. A walk-in only changes its times.
 */
async function moveConsultation(
  ctx: RequestContext,
  { consultation, decursus }: { consultation: StoredConsultation; decursus: StoredDecursus },
  target: MoveTarget,
  form: Form,
  token: string,
  reads: Awaited<ReturnType<typeof readFormChoices>>,
): Promise<Consultation> {
  const handedOver = target.practitioner !== consultation.practitioner_id;
  const [chosen, hours] = await Promise.all([
    handedOver ? choosePractitioner(ctx, target.practitioner) : { id: consultation.practitioner_id, name: consultation.practitioner_name },
    consultation.booked ? readCalendarHours(ctx.data, target.practitioner) : undefined,
  ]);
  const errors = {
    ...('error' in chosen ? { practitioner: [chosen.error] } : {}),
    ...formChoiceErrors(reads, form, consultation.patient_id, target.practitioner),
    // A walk-in handed to another physician keeps the moment it was made (seconds and all): its
    // times are checked only when the request changes them, since it holds no slot of the grid.
    ...(consultation.booked || timesChanged(consultation, target) ? bookingTimeErrors(target.start, target.end, hours) : {}),
  };
  if (Object.keys(errors).length || 'error' in chosen) throw new ValidationError(errors);

  const { after, items } = consultationChange(ctx, consultation, { ...form, ...movedFields(consultation, target, chosen.name) }, token);
  const all = [...items, noteMoveUpdate(ctx.data, decursus, after)];
  if (consultation.booked) {
    const from = placeOf(consultation);
    const to = placeOf(after);
    await guardedWrite(ctx.data, [from.day, to.day], (read): GuardedPlan => {
      const [old, next] = [guardOf(read, from.day), guardOf(read, to.day)];
      if (old === next) return { guards: [{ guard: next, spans: placeSpan(next, to.span) }], items: all };
      return {
        guards: [
          { guard: old, spans: replaceSpan(old.spans, consultation.id) },
          { guard: next, spans: placeSpan(next, to.span) },
        ],
        items: all,
      };
    });
  } else {
    await ctx.data.transact(all);
  }
  await announceMove(ctx, consultation, after);
  return showConsultation(ctx.data, after, decursus, ctx);
}

/** One message per practitioner whose calendar changed, naming the days. */
async function announceMove(ctx: RequestContext, before: StoredConsultation, after: StoredConsultation): Promise<void> {
  const message = (practitioner: string, dates: string[]) =>
    announcePlanning(ctx.tenantId, { practitioner, dates: [...new Set(dates)], consultation: after.id, patient: after.patient_id, change: 'booking' });
  if (before.practitioner_id === after.practitioner_id) await message(after.practitioner_id, [before.date, after.date]);
  else await Promise.all([message(before.practitioner_id, [before.date]), message(after.practitioner_id, [after.date])]);
}

export async function setConsultationArrived({ params, body }: Input<'setConsultationArrived'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  const refusal = arrivedRefusal(consultation, body.arrived);
  if (refusal) throw ValidationError.nonField(refusal);
  const arrived_at = body.arrived ? (consultation.arrived ? consultation.arrived_at : new Date().toISOString()) : null;
  const after = await writeConsultation(ctx, consultation, { arrived: body.arrived, arrived_at }, body.consistency_token);
  await announcePlanning(ctx.tenantId, {
    practitioner: after.practitioner_id,
    dates: [after.date],
    consultation: after.id,
    patient: after.patient_id,
    change: 'arrival',
  });
  return showConsultation(ctx.data, after, decursus, ctx);
}

export async function setConsultationProcessed({ params, body }: Input<'setConsultationProcessed'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  const refusal = processedRefusal(consultation, body.processed);
  if (refusal) throw ValidationError.nonField(refusal);
  const processed_at = body.processed ? (consultation.processed ? consultation.processed_at : new Date().toISOString()) : null;
  const after = await writeConsultation(ctx, consultation, { processed: body.processed, processed_at }, body.consistency_token);
  await announcePlanning(ctx.tenantId, {
    practitioner: after.practitioner_id,
    dates: [after.date],
    consultation: after.id,
    patient: after.patient_id,
    change: 'treatment',
  });
  return showConsultation(ctx.data, after, decursus, ctx);
}

/** The Episodes modal's Set: links the note (no new note version) and writes the consultation on its token. */
export async function setConsultationEpisode({ params, body }: Input<'setConsultationEpisode'>, ctx: RequestContext): Promise<Consultation> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  const after = await writeConsultation(ctx, consultation, {}, body.consistency_token, linkWrite(ctx, decursus, body.episode));
  // A linked episode is active and not merged (the link checked it), so it is its own leader.
  return toConsultation(after, body.episode, ctx);
}
