import { CATALOGUE_LIMITS, type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type StoredCatalogueItem } from '../domain/layout';
import { findItems, readCatalogue, readChildren, readDescendants, searchCatalogue } from '../domain/store';
import { normalise } from '../domain/normalise';
import { type Input } from '../../lib/http/types';
import { filterBySearch, toCatalogueItem } from '../reference';

const text = (value: string | undefined) => (value?.trim() ? value : undefined);

/** GET catalogue/medications/: the formulary by name or code prefix (code, name, strength, form), bounded. */
export async function searchMedications(input: Input<'searchMedications'>): Promise<CatalogueItem[]> {
  const search = text(input.query.search);
  const items = search
    ? await searchCatalogue('medications', search, { limit: CATALOGUE_LIMITS.search })
    : await readCatalogue('medications', CATALOGUE_LIMITS.search);
  return items.map(toCatalogueItem);
}

// Lab and radiology tests sit three deep: discipline (Laboratory, Radiology), panel, test.
const isTest = (item: StoredCatalogueItem) => item.level === 2;

/** The discipline or panel a `parent` names: its code, or its name as the client sends it ("Laboratory", "Radiology"). */
async function resolveParent(parent: string): Promise<StoredCatalogueItem | undefined> {
  const disciplines = await readChildren('referral_tests', null);
  const discipline = disciplines.find((d) => d.code === parent || normalise(d.name) === normalise(parent));
  if (discipline) return discipline;
  return (await findItems('referral_tests', [parent])).get(parent);
}

/**
 * GET catalogue/referral_tests/: the tests under a discipline or panel (`parent`) whose name or
 * code begins with the `search` words; without a parent, tests of every discipline. An unknown
 * parent (a referral type without tests) answers an empty list: 'No items found.'
 */
export async function searchReferralTests(input: Input<'searchReferralTests'>): Promise<CatalogueItem[]> {
  const search = text(input.query.search);
  const parent = text(input.query.parent);
  if (!parent) {
    const items = search
      ? await searchCatalogue('referral_tests', search, { limit: CATALOGUE_LIMITS.search, accept: isTest })
      : (await readCatalogue('referral_tests', CATALOGUE_LIMITS.list)).filter(isTest);
    return items.map(toCatalogueItem);
  }
  const scope = await resolveParent(parent.trim());
  if (!scope) return [];
  const tests = scope.level === 0 ? (await readDescendants('referral_tests', scope.id)).filter(isTest) : await readChildren('referral_tests', scope.id);
  return filterBySearch(tests, search).slice(0, CATALOGUE_LIMITS.list).map(toCatalogueItem);
}
