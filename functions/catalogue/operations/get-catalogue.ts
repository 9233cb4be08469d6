import { can } from '@praktijk/shared';
import { isCatalogueName, type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type RequestContext } from '../../lib/auth/context';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { listPhysicians } from '../physicians';
import { queryReference } from '../reference';
import { listEmployers } from './employers';

/**
 * GET catalogue/{name}/: any catalogue by name. API Gateway sends the literal paths
 * (catalogue/employers/, medications/, referral_tests/, defaults/) to their own routes; called
 * directly with such a name this answers the same list under the same permission, so no name is
 * shadowed or reachable around its rule.
 */
export async function getCatalogue({ params: { name }, query }: Input<'getCatalogue'>, ctx: RequestContext): Promise<CatalogueItem[]> {
  if (!isCatalogueName(name)) throw new NotFoundError('Unknown catalogue.');
  if (name === 'physicians') return listPhysicians(ctx.tenantId, query.search);
  if (name === 'employers') {
    if (!can({ is_staff: ctx.isStaff, permissions: ctx.permissions }, 'view', 'employer')) throw new ForbiddenError();
    const employers = await listEmployers({ query: { search: query.search } }, ctx);
    return employers.map((e) => ({ id: e.id, code: e.code ?? '', name: e.name, parent: null, parent_id: null, parent_name: null }));
  }
  return queryReference(name, query);
}
