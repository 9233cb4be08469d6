import { REFERRAL_NOTE_REASON } from '@praktijk/shared/records/referrals';
import { type RequestContext } from '../../lib/auth/context';
import { type TransactItem } from '../../lib/data/transact';
import { ValidationError } from '../../lib/errors';
import { consultationItems } from '../../consultations/domain/items';
import { newConsultationItems, personOf } from '../../consultations/domain/writes';
import { listPatientEpisodes } from '../../episodes/domain/items';
import { episodeLinkCheck } from '../../episodes/domain/link';
import { type StoredPatient } from '../../patients/domain/summary';

// The note a referral is filed under (spec 3 §2: "blank means a new decursus is created"). Given,
// it must be the patient's. Blank, a new walk-in consultation of today by the referral's author is
// written in the referral's own transaction (its note, revision 1, audit entries), already arrived
// and treated so it waits in no queue, and linked to the patient's active episode when there is
// exactly one (checked in the same transaction, so a merge or close in between refuses the write).

export interface ReferralNote {
  decursus: string;
  alsoWritten: TransactItem[];
}

export async function givenNote(ctx: RequestContext, patientId: string, decursusId: string): Promise<ReferralNote> {
  const note = await ctx.data.get<{ patient_id: string }>(ctx.data.keys.decursus(decursusId));
  if (note?.patient_id !== patientId) throw ValidationError.field('decursus_id', `Invalid pk "${decursusId}" - object does not exist.`);
  return { decursus: decursusId, alsoWritten: [] };
}

export async function newNote(ctx: RequestContext, patient: StoredPatient): Promise<ReferralNote> {
  const active = (await listPatientEpisodes(ctx.data, patient.id)).filter((episode) => episode.active && !episode.merged_into);
  const episode = active.length === 1 ? active[0]!.id : null;
  const author = personOf(ctx);
  const built = consultationItems({
    data: ctx.data,
    patientId: patient.id,
    patientNames: patient,
    practitioner: author,
    author: { ...author, user: ctx.user },
    start: new Date(),
    reason_type: null,
    reason: REFERRAL_NOTE_REASON,
    is_walkin: true,
    insurance: null,
    arrived: true,
    processed: true,
    episode,
  });
  const linked = episode ? [episodeLinkCheck(ctx.data, patient.id, episode)] : [];
  return { decursus: built.decursus.id, alsoWritten: [...newConsultationItems(ctx, built), ...linked] };
}
