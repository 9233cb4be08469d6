import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/auth/permissions';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';
import { insuranceText } from '@/catalogue/insurance-text';
import { insuranceTone } from '@/features/consultations/form/consultation-form';
import './consult.css';

/**
 * The insurance strip of the consultation screen (spec 3 §2): every insurance of the patient,
 * the inactive ones in red (and saying so, colour is not the only sign), the primary active
 * one in the primary colour.
 */
export function InsuranceStrip({ patientId }: { patientId: string }) {
  const canView = useCan()('view', 'insurance');
  const { data, isError } = useQuery({ ...apiQuery('listInsurances', { params: { id: patientId } }), enabled: canView });
  const companies = useReferenceCatalogue('insurance_companies');
  const types = useReferenceCatalogue('insurance_types');
  if (!canView) return null;
  const body = () => {
    if (isError) return <Box color="text-status-error">The insurances could not be loaded.</Box>;
    if (!data) return <Box color="text-status-inactive">Loading insurances</Box>;
    if (!data.length) return <Box color="text-status-inactive">No insurances</Box>;
    return (
      <ul className="praktijk-insurance-strip">
        {data.map((insurance) => {
          const tone = insuranceTone(insurance);
          return (
            <li key={insurance.id} className={`praktijk-insurance praktijk-insurance-${tone}`} data-testid="insurance-strip-item" data-tone={tone}>
              {insuranceText(insurance, companies.items, types.items)}
              {tone === 'inactive' && ' (Inactive)'}
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <section aria-label="Insurances" data-testid="insurance-strip">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box variant="awsui-key-label">Insurances</Box>
        {body()}
      </SpaceBetween>
    </section>
  );
}
