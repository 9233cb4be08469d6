import { PORTAL_CODE_NEEDS_ID } from '@praktijk/shared/schemas/patient-records';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { portalCode, portalSecret } from '../domain/portal-code';
import { existingPatient } from '../domain/repository';

export async function getPortalCode({ params }: Input<'getPortalCode'>, ctx: RequestContext): Promise<{ code: string }> {
  const patient = await existingPatient(ctx, params.id);
  if (!patient.id_number.trim()) throw ValidationError.nonField(PORTAL_CODE_NEEDS_ID);
  return { code: portalCode(await portalSecret(ctx.tenantId), patient.id_number) };
}
