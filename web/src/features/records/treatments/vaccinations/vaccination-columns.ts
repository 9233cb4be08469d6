import { formatDate } from '@praktijk/shared/dates';
import { type PagedColumn } from '@/components/table/PagedTable';
import { type ApiResult } from '@/query/api-query';

// The Vaccinations table (spec 2 §2 "Vaccinations tab"): Start Date, Vaccine, Dosage form, Route,
// Administered (the amount with its unit), Administered Site, End Date, and the delete action the
// list adds; newest first, 10 a page. Empty cells read 'n/a' (PagedTable).
export type Vaccination = ApiResult<'listVaccinations'>['results'][number];

export const VACCINATION_COLUMNS: readonly PagedColumn<Vaccination>[] = [
  { id: 'start', header: 'Start Date', cell: (v) => formatDate(v.start), minWidth: 104 },
  { id: 'vaccine', header: 'Vaccine', cell: (v) => v.vaccine?.name },
  { id: 'dosage_form', header: 'Dosage form', cell: (v) => v.dosage_form?.name },
  { id: 'route', header: 'Route', cell: (v) => v.route_full },
  { id: 'administered', header: 'Administered', cell: (v) => v.amount_full },
  { id: 'administered_site', header: 'Administered Site', cell: (v) => v.administered_site?.name },
  { id: 'end', header: 'End Date', cell: (v) => formatDate(v.end), minWidth: 104 },
];

/** Names a row for screen readers: 'vaccination Measles, mumps, rubella (BMR) of 12-01-2026'. */
export function vaccinationRowLabel(vaccination: Vaccination): string {
  const vaccine = vaccination.vaccine?.name ?? 'an unknown vaccine';
  return vaccination.start ? `vaccination ${vaccine} of ${formatDate(vaccination.start)}` : `vaccination ${vaccine}`;
}
