import { routes } from '@praktijk/shared/routes';
import { CATALOGUE_NAMES, isCatalogueItemsName, OWN_ROUTE_CATALOGUE_NAMES } from '@praktijk/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { referenceCatalogueQuery } from './useReferenceCatalogue';

// Issue 22 §6: "GET /api/catalogue/{name}/ does not match its schema at [0.parent, ...]" was the
// Logs asking GET catalogue/{name}/ for 'medications', which the formulary's own route answers.
describe('catalogue names and the routes that answer them', () => {
  it('the names with routes of their own are exactly the catalogues among catalogue/ literal paths', () => {
    const literals = routes.filter((r) => r.method === 'GET' && /^\/api\/catalogue\/[a-z_]+\/$/.test(r.path)).map((r) => r.path.split('/')[3]!);
    expect(literals.filter((name) => (CATALOGUE_NAMES as readonly string[]).includes(name)).sort()).toEqual([...OWN_ROUTE_CATALOGUE_NAMES].sort());
  });

  it('GET catalogue/{name}/ is asked only for names it answers with catalogue items', () => {
    expect(referenceCatalogueQuery('medications').enabled).toBe(false);
    expect(referenceCatalogueQuery('employers').enabled).toBe(false);
    expect(referenceCatalogueQuery('insurance_companies').enabled).toBe(true);
    expect(referenceCatalogueQuery('physicians').enabled).toBe(true);
    expect(isCatalogueItemsName('no_such_list')).toBe(false);
  });
});
