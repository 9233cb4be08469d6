import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { apiQuery } from '@/query/api-query';

// ICPC-2 whole (GET catalogue/icpc_codes/ without parent or search answers every code: see
// CATALOGUE_LIMITS.whole), fetched once per signed-in session and kept: it only changes with a
// deploy, and the picker filters it in memory on every keystroke. Same key as the reference
// catalogue hook, so the PMH and history screens share the one copy.
export type IcpcCodes =
  | { status: 'loading'; items: readonly CatalogueItem[] }
  | { status: 'ready'; items: readonly CatalogueItem[] }
  | { status: 'failed'; items: readonly CatalogueItem[]; retry(): void };

const NONE: readonly CatalogueItem[] = [];

export function useIcpcCodes(enabled = true): IcpcCodes {
  const { data, error, refetch } = useQuery({
    ...apiQuery('getCatalogue', { params: { name: 'icpc_codes' } }),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
  if (data) return { status: 'ready', items: data };
  if (error && !(isApiError(error) && error.redirected)) return { status: 'failed', items: NONE, retry: () => void refetch() };
  return { status: 'loading', items: NONE };
}
