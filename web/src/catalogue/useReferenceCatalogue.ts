import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../api';

// Reference catalogues (GET /api/catalogue/{name}/: titles, genders, districts, resorts,
// insurance companies and types, ...). They change only with a deploy, so each is fetched once
// per page load and shared by every form that uses it.
const cache = new Map<string, Promise<CatalogueItem[]>>();

export function loadReferenceCatalogue(name: string): Promise<CatalogueItem[]> {
  let entry = cache.get(name);
  if (!entry) {
    entry = callApi('getCatalogue', { params: { name } });
    // A failed load is not kept, so the next form that asks tries again.
    entry.catch(() => cache.delete(name));
    cache.set(name, entry);
  }
  return entry;
}

export type ReferenceCatalogue =
  | { status: 'loading'; items: readonly CatalogueItem[] }
  | { status: 'ready'; items: readonly CatalogueItem[] }
  | { status: 'failed'; items: readonly CatalogueItem[]; error: string };

/** const genders = useReferenceCatalogue('biological_genders'); genders.items */
export function useReferenceCatalogue(name: string): ReferenceCatalogue {
  const [state, setState] = useState<ReferenceCatalogue>({ status: 'loading', items: [] });
  useEffect(() => {
    let active = true;
    loadReferenceCatalogue(name).then(
      (items) => active && setState({ status: 'ready', items }),
      (error: unknown) => {
        if (active && !(isApiError(error) && error.redirected)) setState({ status: 'failed', items: [], error: 'The list could not be loaded.' });
      },
    );
    return () => {
      active = false;
    };
  }, [name]);
  return state;
}

/** Select options from catalogue items, optionally only those under a parent code (resorts of a district). */
export function catalogueOptions(items: readonly CatalogueItem[], parent?: string | null): { value: string; label: string }[] {
  return items.filter((item) => parent === undefined || item.parent === parent).map((item) => ({ value: item.id, label: item.name }));
}
