import { isCatalogueName, REFERENCE_CATALOGUE_NAMES, type CatalogueDefaults, type ReferenceCatalogueName } from '@praktijk/shared/schemas/catalogue';
import { type RequestContext } from '../../lib/auth/context';
import { findItems } from '../domain/store';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { readDefaults, saveDefaults } from '../defaults';
import { getEmployerItem } from '../employers';
import { listPhysicians } from '../physicians';

// catalogue/defaults/: the caller's own defaults, catalogue name -> chosen item id, prefilling forms.
export const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';
const REFERENCE: ReadonlySet<string> = new Set(REFERENCE_CATALOGUE_NAMES);

export async function getCatalogueDefaults(_input: unknown, ctx: RequestContext): Promise<CatalogueDefaults> {
  return readDefaults(ctx.tenantId, ctx.userId);
}

async function exists(name: string, id: string, ctx: RequestContext): Promise<boolean> {
  if (REFERENCE.has(name)) return (await findItems(name as ReferenceCatalogueName, [id])).has(id);
  if (name === 'employers') return Boolean(await getEmployerItem(ctx.tenantId, id));
  return (await listPhysicians(ctx.tenantId)).some((p) => p.id === id);
}

/** Every chosen id must exist in its catalogue (the caller's practice for employers and physicians). */
async function assertChoicesExist(defaults: Record<string, string>, ctx: RequestContext): Promise<void> {
  const errors: Record<string, string[]> = {};
  await Promise.all(
    Object.entries(defaults).map(async ([name, id]) => {
      if (!isCatalogueName(name)) errors[`defaults.${name}`] = ['Unknown catalogue.'];
      else if (!(await exists(name, id, ctx))) errors[`defaults.${name}`] = [INVALID_CHOICE];
    }),
  );
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function updateCatalogueDefaults({ body }: Input<'updateCatalogueDefaults'>, ctx: RequestContext): Promise<CatalogueDefaults> {
  await assertChoicesExist(body.defaults, ctx);
  return saveDefaults(ctx.tenantId, ctx.userId, body.defaults, body.consistency_token);
}
