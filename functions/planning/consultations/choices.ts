import { INSURANCE } from '../../records/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { type UserProfileItem } from '../../lib/data/items';
import { displayName } from '../../lib/data/users';
import { isActivePhysician } from '../domain/practitioners';
import { NOT_A_CHOICE } from '../../consultations/domain/writes';
import { getReasonTypeItem, type ReasonTypeItem } from '../reason-types';

// What a consultation form may choose (spec 3 §2, §5): a reason type of the practice that its
// practitioner may use, an active insurance of its patient, and, when administration creates or
// books one, an active physician of the practice as practitioner. A reason type belongs to the
// practice (practitioner null: a general one) or to one physician; which of them a physician has
// activated is their calendar settings' business (issue 11.6), what the forms offer. The server
// accepts, for a practitioner, any general type or that practitioner's own.

type FieldErrors = Record<string, string[]>;
interface InsuranceItem {
  patient_id: string;
  is_active: boolean;
}

/** The form's references, read side by side (one round trip). */
export interface FormReads {
  reasonType: ReasonTypeItem | undefined;
  insurance: InsuranceItem | undefined;
}

export async function readFormChoices(ctx: RequestContext, body: { reason_type: string; insurance: string | null }): Promise<FormReads> {
  const [reasonType, insurance] = await Promise.all([
    getReasonTypeItem(ctx.tenantId, body.reason_type),
    body.insurance ? ctx.data.get<InsuranceItem>(ctx.data.keys.patientRecord(INSURANCE.prefix, body.insurance)) : undefined,
  ]);
  return { reasonType, insurance };
}

/** A general reason type (no owner), or the practitioner's own. */
export function mayUseReasonType(reason: Pick<ReasonTypeItem, 'practitioner'> | undefined, practitionerId: string | undefined): boolean {
  if (!reason) return false;
  const owner = reason.practitioner ?? null;
  return owner === null || owner === practitionerId;
}

/** Field errors of the form's choices for this patient and practitioner ('(Inactive)' insurances cannot be chosen). */
export function formChoiceErrors(reads: FormReads, body: { insurance: string | null }, patientId: string, practitionerId: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!mayUseReasonType(reads.reasonType, practitionerId)) errors.reason_type = [NOT_A_CHOICE];
  if (body.insurance && (!reads.insurance || reads.insurance.patient_id !== patientId || !reads.insurance.is_active)) errors.insurance = [NOT_A_CHOICE];
  return errors;
}

export type PractitionerChoice = { id: string; name: string } | { error: string };

/**
 * The practitioner of a new consultation: the physician named (an active physician of this
 * practice), else the caller, who must then be a physician.
 */
export async function choosePractitioner(ctx: RequestContext, named: string | undefined): Promise<PractitionerChoice> {
  if (named === undefined) return isActivePhysician(ctx.user) ? { id: ctx.userId, name: displayName(ctx.user) } : { error: 'This field is required.' };
  const user = await ctx.data.get<UserProfileItem>(ctx.data.keys.user(named));
  return isActivePhysician(user) ? { id: user.id, name: displayName(user) } : { error: NOT_A_CHOICE };
}
