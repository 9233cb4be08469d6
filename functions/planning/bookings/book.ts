import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { practiceInstant, splitLocal } from '@praktijk/shared/practice-clock';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { consultationItems } from '../../consultations/domain/items';
import { toConsultation } from '../../consultations/domain/show';
import { newConsultationItems, personOf } from '../../consultations/domain/writes';
import { announcePlanning } from '../domain/announce';
import { placeSpan } from '../domain/bookings';
import { readCalendarHours } from '../domain/config';
import { guardedWrite, guardOf, readGuards } from '../domain/day-guard';
import { bookingTimeErrors } from '../domain/rules';
import { getPatient } from '../../patients/domain/repository';
import { choosePractitioner, formChoiceErrors, readFormChoices } from '../consultations/choices';

// POST /api/planning/consultations/ (issue 11.2): a consultation booked in a practitioner's
// calendar from start to end, with its empty decursus, revision 1 and audit entries, in one
// transaction with the practitioner-day guard of its day, so it never overlaps another booking or
// a blocked time of that practitioner, whatever is sent at the same moment. A walk-in holds no
// time: it takes no guard and shows in its day's all-day row.

export async function bookConsultation({ body }: Input<'bookConsultation'>, ctx: RequestContext): Promise<Consultation> {
  const day = { practitioner: body.practitioner, date: splitLocal(body.start).date };
  const booked = !body.is_walkin;
  // Everything the decision needs is read side by side; the guard read is the first attempt's.
  const guards = booked ? readGuards(ctx.data, [day]) : undefined;
  guards?.catch(() => undefined);
  const [patient, practitioner, reads, hours] = await Promise.all([
    getPatient(ctx.tenantId, body.patient),
    choosePractitioner(ctx, body.practitioner),
    readFormChoices(ctx, body),
    readCalendarHours(ctx.data, body.practitioner),
  ]);
  if (!patient) throw new NotFoundError();
  const errors = {
    ...('error' in practitioner ? { practitioner: [practitioner.error] } : {}),
    ...formChoiceErrors(reads, body, patient.id, body.practitioner),
    ...bookingTimeErrors(body.start, body.end, booked ? hours : undefined),
  };
  if (Object.keys(errors).length || 'error' in practitioner) throw new ValidationError(errors);

  const built = consultationItems({
    data: ctx.data,
    patientId: patient.id,
    patientNames: patient,
    practitioner,
    author: { ...personOf(ctx), user: ctx.user },
    start: practiceInstant(body.start),
    end: practiceInstant(body.end),
    booked,
    created: new Date(),
    reason_type: body.reason_type,
    reason: body.reason,
    is_walkin: body.is_walkin,
    insurance: body.insurance,
  });
  const items = newConsultationItems(ctx, built);
  const { consultation } = built;
  if (booked) {
    const span = { id: consultation.id, kind: 'consultation' as const, s: splitLocal(body.start).minutes, e: splitLocal(body.end).minutes };
    await guardedWrite(
      ctx.data,
      [day],
      (read) => {
        const guard = guardOf(read, day);
        return { guards: [{ guard, spans: placeSpan(guard, span) }], items };
      },
      guards,
    );
  } else {
    await ctx.data.transact(items);
  }
  await announcePlanning(ctx.tenantId, {
    practitioner: practitioner.id,
    dates: [consultation.date],
    consultation: consultation.id,
    patient: consultation.patient_id,
    change: 'booking',
  });
  return toConsultation(consultation, null, ctx);
}
