import { useQueries } from '@tanstack/react-query';
import { referenceCatalogueQuery } from '@/catalogue/useReferenceCatalogue';
import { cataloguesOf, type LogEntry, type LogNames } from './log-format';

/**
 * The names behind a page's ids: the catalogues its changes point into (each fetched once per
 * visit and shared with the forms, like useReferenceCatalogue) and the patients the server named
 * with the page. Until a catalogue has loaded, its ids show as they are.
 */
export function useLogNames(entries: readonly LogEntry[], patientNames: Readonly<Record<string, string>>): LogNames {
  const catalogues = cataloguesOf(entries);
  const lists = useQueries({
    queries: catalogues.map(referenceCatalogueQuery),
  });
  const byCatalogue = new Map(catalogues.map((name, i) => [name, new Map((lists[i]?.data ?? []).map((item) => [item.id, item.name]))]));
  return { catalogueItem: (catalogue, id) => byCatalogue.get(catalogue)?.get(id), patient: (id) => patientNames[id] };
}
