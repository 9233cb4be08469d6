import { formatDate } from '@praktijk/shared/dates';
import { type ApiResult } from '@/query/api-query';
import { type PagedColumn } from '@/components/table/PagedTable';

// The Allergies table (spec 2 §2): ID Date, Type, Code, Severity, Reaction (and delete, added by
// the list); newest first, 5 a page. Empty cells read 'n/a' (PagedTable).
export type Allergy = ApiResult<'listAllergies'>['results'][number];

export const ALLERGY_COLUMNS: readonly PagedColumn<Allergy>[] = [
  { id: 'identification_date', header: 'ID Date', cell: (a) => formatDate(a.identification_date) },
  { id: 'type', header: 'Type', cell: (a) => a.allergy_type?.name },
  { id: 'code', header: 'Code', cell: (a) => a.allergy_code?.name },
  { id: 'severity', header: 'Severity', cell: (a) => a.allergy_severity?.name },
  { id: 'reaction', header: 'Reaction', cell: (a) => a.reaction },
];

/** Names a row for screen readers: 'allergy to Penicillins (Severe)'. */
export function allergyRowLabel(allergy: Allergy): string {
  const allergen = allergy.allergy_code?.name ?? 'an unknown allergen';
  return allergy.allergy_severity ? `allergy to ${allergen} (${allergy.allergy_severity.name})` : `allergy to ${allergen}`;
}
