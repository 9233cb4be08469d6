import { type RequestContext } from '../../lib/auth/context';
import { readConsultation } from '../../consultations/domain/items';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';

// GET planning/consultations/{id}/patient_arrived/ (spec 1 §7): whether the patient has arrived and
// since when, one GetItem; arrival itself is set by PATCH arrived/.
export async function patientArrived({ params }: Input<'patientArrived'>, ctx: RequestContext) {
  const item = await ctx.data.get<unknown>(ctx.data.keys.consultation(params.id));
  if (item === undefined) throw new NotFoundError();
  const consultation = readConsultation(item);
  return { id: consultation.id, arrived: consultation.arrived, arrived_at: consultation.arrived_at ?? null, processed: consultation.processed };
}
