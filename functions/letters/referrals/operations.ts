import { referralKind } from '@praktijk/shared/record-kinds';
import { PROCESSED_IN_FUTURE, reasonHasText, REFERRAL_REASON_MAX_BYTES, REFERRAL_REASON_TOO_LARGE, type Referral } from '@praktijk/shared/records/referrals';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { namesOf, readReferences } from '../../catalogue/domain/record-references';
import { personOf } from '../../consultations/domain/writes';
import { recordOperations } from '../../records/operations';
import { getPatientRecord, type PatientRecord, updatePatientRecord } from '../../records/records';
import { refOf, type StoredHealthRecord } from '../../records/shown-records';
import { sanitizeLetterHtml } from '../domain/sanitize';
import { givenNote, newNote } from './new-note';

// Patient referrals (issue 25): the generic record operations (a page newest first, create in a
// note or outside one) with the reason sanitised as letters are, the type and priority named from
// their catalogues, the author kept as the referrer; and the two changes the spec names.

export const REFERRAL_REFERENCES = { type_id: 'referral_types', priority_id: 'referral_priorities' } as const;
type StoredReferral = PatientRecord & Referral & { names?: Record<string, string> } & Record<string, unknown>;

/** The reason as stored: sanitised, within the item's bound. */
function cleanReason(html: string): string {
  const clean = sanitizeLetterHtml(html);
  if (Buffer.byteLength(clean, 'utf8') > REFERRAL_REASON_MAX_BYTES) throw ValidationError.field('reason', REFERRAL_REASON_TOO_LARGE);
  return clean;
}

export function showReferral(referral: StoredReferral) {
  const { names: _names, ...shown } = referral;
  const named = referral as unknown as StoredHealthRecord;
  return { ...shown, type: refOf(named, 'type_id'), priority: refOf(named, 'priority_id'), printable: reasonHasText(referral.reason) };
}

export const referralOperations = recordOperations(referralKind, {
  async enrich(fields) {
    return { names: namesOf(await readReferences(fields, REFERRAL_REFERENCES)), reason: cleanReason(fields.reason) };
  },
  // The referrer, and the note: the one named, a new one when blank, none by the administration route.
  async enrichCreate(body, patient, ctx) {
    const stored = { physician: personOf(ctx), consulting_doctor: '', processed_date: null };
    const decursusId = (body as { decursus_id?: string | null }).decursus_id;
    if (decursusId === undefined) return { stored: { ...stored, decursus_id: null, decursus: null } };
    const note = decursusId ? await givenNote(ctx, patient.id, decursusId) : await newNote(ctx, patient);
    return { stored: { ...stored, decursus: note.decursus }, alsoWritten: note.alsoWritten };
  },
  async show(records) {
    return records.map((r) => showReferral(r as StoredReferral));
  },
});

const readReferral = (ctx: RequestContext, id: string) => getPatientRecord<StoredReferral>(ctx.data, referralKind, id);

/** PATCH referrals/{id}/process/: processed on a day (today when left out), or unprocessed again with null. */
export async function processReferral({ params, body }: Input<'processReferral'>, ctx: RequestContext) {
  const today = practiceToday();
  const date = body.processed_date === undefined ? today : body.processed_date;
  if (date && date > today) throw ValidationError.field('processed_date', PROCESSED_IN_FUTURE);
  const before = await readReferral(ctx, params.id);
  return showReferral(await updatePatientRecord(ctx, referralKind, before, { processed_date: date }, body.consistency_token));
}

/** PATCH referrals/{id}/update_doctor/: the colleague who saw the patient. */
export async function updateReferralDoctor({ params, body }: Input<'updateReferralDoctor'>, ctx: RequestContext) {
  const before = await readReferral(ctx, params.id);
  return showReferral(await updatePatientRecord(ctx, referralKind, before, { consulting_doctor: body.consulting_doctor }, body.consistency_token));
}
