import { CATALOGUE_LIMITS, type Employer, type employerCreateSchema } from '@praktijk/shared/schemas/catalogue';
import { type z } from 'zod';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError } from '../../lib/errors';
import { type OperationInput } from '../../lib/http/types';
import { announceCatalogue } from '../announce';
import { createEmployerItem, deleteEmployerItem, getEmployerItem, searchEmployerItems, toEmployer } from '../employers';

// catalogue/employers/: the practice's employers (spec 2 §4: search, add when the name is new
// in any case). A change reaches the practice's open sessions as a catalogue message.
export async function listEmployers(input: OperationInput, ctx: RequestContext): Promise<Employer[]> {
  const search = typeof input.query.search === 'string' ? input.query.search : undefined;
  return searchEmployerItems(ctx.tenantId, search, search?.trim() ? CATALOGUE_LIMITS.search : CATALOGUE_LIMITS.list);
}

export async function createEmployer(input: OperationInput, ctx: RequestContext): Promise<Employer> {
  const body = input.body as z.infer<typeof employerCreateSchema>;
  const employer = await createEmployerItem(ctx.tenantId, { name: body.name.replace(/\s+/g, ' '), code: body.code?.trim() || null });
  await announceCatalogue(ctx.tenantId, 'employers');
  return employer;
}

export async function deleteEmployer(input: OperationInput, ctx: RequestContext): Promise<undefined> {
  const item = await getEmployerItem(ctx.tenantId, input.params.id!);
  if (!item) throw new NotFoundError();
  const token = typeof input.query.consistency_token === 'string' && input.query.consistency_token ? input.query.consistency_token : undefined;
  await deleteEmployerItem(ctx.tenantId, toEmployer(item as unknown as Record<string, unknown>), token);
  await announceCatalogue(ctx.tenantId, 'employers');
  return undefined;
}
