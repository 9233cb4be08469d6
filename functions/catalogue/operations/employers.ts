import { CATALOGUE_LIMITS, type Employer } from '@praktijk/shared/schemas/catalogue';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { announceCatalogue } from '../announce';
import { createEmployerItem, deleteEmployerItem, getEmployerItem, searchEmployerItems, toEmployer } from '../employers';

// catalogue/employers/: the practice's employers (spec 2 §4: search, add when the name is new
// in any case). A change reaches the practice's open sessions as a catalogue message.
export async function listEmployers({ query }: Pick<Input<'listEmployers'>, 'query'>, ctx: RequestContext): Promise<Employer[]> {
  const search = query.search;
  return searchEmployerItems(ctx.tenantId, search, search?.trim() ? CATALOGUE_LIMITS.search : CATALOGUE_LIMITS.list);
}

export async function createEmployer({ body }: Input<'createEmployer'>, ctx: RequestContext): Promise<Employer> {
  const employer = await createEmployerItem(ctx.tenantId, { name: body.name.replace(/\s+/g, ' '), code: body.code?.trim() || null });
  await announceCatalogue(ctx.tenantId, 'employers');
  return employer;
}

export async function deleteEmployer({ params, query }: Input<'deleteEmployer'>, ctx: RequestContext): Promise<undefined> {
  const item = await getEmployerItem(ctx.tenantId, params.id);
  if (!item) throw new NotFoundError();
  const token = query.consistency_token || undefined;
  await deleteEmployerItem(ctx.tenantId, toEmployer(item as unknown as Record<string, unknown>), token);
  await announceCatalogue(ctx.tenantId, 'employers');
  return undefined;
}
