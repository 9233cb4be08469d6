import { type CatalogueItem, isCatalogueItemsName } from '@praktijk/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';

// Reference catalogues (GET /api/catalogue/{name}/: titles, genders, districts, resorts,
// insurance companies and types, ...). They change only with a deploy, so each is fetched once
// per signed-in visit and shared by every form that uses it; a failed load is tried again by
// the next form that asks.

export type ReferenceCatalogue =
  | { status: 'loading'; items: readonly CatalogueItem[] }
  | { status: 'ready'; items: readonly CatalogueItem[] }
  | { status: 'failed'; items: readonly CatalogueItem[]; error: string };

const NONE: readonly CatalogueItem[] = [];

/**
 * The query of a reference catalogue, fetched once per visit. Never sent for a name GET
 * catalogue/{name}/ does not answer with catalogue items (employers, medications, referral
 * tests have routes of their own, whose answers misfit this one's schema).
 */
export function referenceCatalogueQuery(name: string) {
  return { ...apiQuery('getCatalogue', { params: { name } }), staleTime: Infinity, enabled: isCatalogueItemsName(name) };
}

/** const genders = useReferenceCatalogue('biological_genders'); genders.items */
export function useReferenceCatalogue(name: string): ReferenceCatalogue {
  const { data, error } = useQuery(referenceCatalogueQuery(name));
  if (!isCatalogueItemsName(name)) return { status: 'failed', items: NONE, error: 'The list could not be loaded.' };
  if (data) return { status: 'ready', items: data };
  if (error && !(isApiError(error) && error.redirected)) return { status: 'failed', items: NONE, error: 'The list could not be loaded.' };
  return { status: 'loading', items: NONE };
}

/** Select options from catalogue items, optionally only those under a parent code (resorts of a district). */
export function catalogueOptions(items: readonly CatalogueItem[], parent?: string | null): { value: string; label: string }[] {
  return items.filter((item) => parent === undefined || item.parent === parent).map((item) => ({ value: item.id, label: item.name }));
}
