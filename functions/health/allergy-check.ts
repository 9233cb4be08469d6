import { type AllergyCheck } from '@praktijk/shared/schemas/allergy-check';
import { type RequestContext } from '../lib/auth/context';
import { ValidationError } from '../lib/errors';
import { type Input } from '../lib/http/types';
import { allergiesCovering } from '../patients/domain/allergies';
import { refOf } from '../records/shown-records';

// The allergy check of a prescription (spec 2 §4, §7): whether the patient's allergies cover the
// medication, and which (patients/domain/allergies.ts; a prescription is refused by the same rule).
export async function checkAllergy({ params, query }: Input<'checkAllergy'>, ctx: RequestContext): Promise<AllergyCheck> {
  const { medication, allergies } = await allergiesCovering(ctx.data, params.id, query.medication);
  if (!medication) throw ValidationError.field('medication', 'Select a valid choice.');
  return {
    allergic: allergies.length > 0,
    allergies: allergies.map((a) => ({
      id: a.id,
      allergy_code: refOf(a, 'allergy_code_id'),
      allergy_severity: refOf(a, 'allergy_severity_id'),
      reaction: a.reaction,
    })),
  };
}
