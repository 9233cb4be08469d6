import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '@praktijk/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/auth/permissions';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';

// The insurance half of the spec's "patient and insurance" label (spec 1 §2): the primary
// insurance, active or not, read from the same cached list the Insurances tab edits, so a save
// there shows here at once. Shown with view on insurance only (the list needs it).

function nameIn(items: readonly { id: string; name: string }[], id: string): string {
  return items.find((item) => item.id === id)?.name ?? id;
}

function PrimaryInsurance({ patientId }: { patientId: string }) {
  const { data } = useQuery(apiQuery('listInsurances', { params: { id: patientId } }));
  const companies = useReferenceCatalogue('insurance_companies');
  const types = useReferenceCatalogue('insurance_types');
  // Until the list is in, an empty line of the same height holds the place: the tabs below do not jump when it comes.
  if (!data)
    return (
      <Box variant="span" color="text-body-secondary" data-testid="patient-insurance-loading">
        {'\u00a0'}
      </Box>
    );
  const primary = data.find((insurance) => insurance.is_primary);
  const company = primary && nameIn(companies.items, primary.company_id);
  const type = primary && nameIn(types.items, primary.type_id);
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Box variant="span" color="text-body-secondary" data-testid="patient-insurance">
        {primary ? `Primary insurance: ${company}, ${type}, ${primary.number}, expires ${formatDate(primary.expiry_date)}` : 'No primary insurance'}
      </Box>
      {primary && !primary.is_active && (
        <Badge color="grey" data-testid="patient-insurance-inactive">
          Inactive
        </Badge>
      )}
    </SpaceBetween>
  );
}

export function PatientInsurance({ patientId }: { patientId: string }) {
  const can = useCan();
  return can('view', 'insurance') ? <PrimaryInsurance patientId={patientId} /> : null;
}
