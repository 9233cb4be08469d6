import { INSURANCE } from '../../lib/patients/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { type UserProfileItem } from '../../lib/data/items';
import { displayName } from '../../lib/data/users';
import { NOT_A_CHOICE } from '../../lib/consultations/writes';
import { getReasonTypeItem, type ReasonTypeItem } from '../reason-types';

// What a consultation form may choose (spec 3 §2, §5): a reason type of the practice that its
// practitioner may use (a general one or their own), an active insurance of its patient, and, when
// administration creates one, an active physician of the practice as practitioner.

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

/** Field errors of the form's choices for this patient and practitioner ('(Inactive)' insurances cannot be chosen). */
export function formChoiceErrors(reads: FormReads, body: { insurance: string | null }, patientId: string, practitionerId: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const reason = reads.reasonType;
  if (!reason || (reason.practitioner !== null && reason.practitioner !== practitionerId)) errors.reason_type = [NOT_A_CHOICE];
  if (body.insurance && (!reads.insurance || reads.insurance.patient_id !== patientId || !reads.insurance.is_active)) errors.insurance = [NOT_A_CHOICE];
  return errors;
}

export type PractitionerChoice = { id: string; name: string } | { error: string };

/**
 * The practitioner of a new consultation: the physician named (an active physician of this
 * practice), else the caller, who must then be a physician.
 */
export async function choosePractitioner(ctx: RequestContext, named: string | undefined): Promise<PractitionerChoice> {
  const isPhysician = (user: UserProfileItem | undefined): user is UserProfileItem => Boolean(user?.is_active && user.roles.includes('physician'));
  if (named === undefined) return isPhysician(ctx.user) ? { id: ctx.userId, name: displayName(ctx.user) } : { error: 'This field is required.' };
  const user = await ctx.data.get<UserProfileItem>(ctx.data.keys.user(named));
  return isPhysician(user) ? { id: user.id, name: displayName(user) } : { error: NOT_A_CHOICE };
}
