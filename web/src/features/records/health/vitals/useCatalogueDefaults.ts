import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryKeyOf, useApiMutation } from '@/query/api-query';
import { type CatalogueDefaults } from './catalogue-defaults';

// GET and PUT /api/catalogue/defaults/: the signed-in user's defaults, read once per visit and
// shared by every add form that prefills from them; a save puts the answer in place at once.
const NONE: CatalogueDefaults = {};
const DEFAULTS_FRESH_MS = 5 * 60_000;

export function useCatalogueDefaults() {
  const query = useQuery({ ...apiQuery('getCatalogueDefaults'), staleTime: DEFAULTS_FRESH_MS });
  const save = useApiMutation('updateCatalogueDefaults', {
    update: (client, saved) => client.setQueryData(queryKeyOf('getCatalogueDefaults'), saved),
  });
  return {
    defaults: query.data?.defaults ?? NONE,
    consistencyToken: query.data?.consistency_token ?? null,
    /** Whether a form may open: the defaults are in, or could not be read (then it opens without). */
    settled: !query.isPending || query.isError,
    save,
    refetch: () => void query.refetch(),
  };
}
