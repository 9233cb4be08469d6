import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Popover from '@cloudscape-design/components/popover';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/auth/permissions';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';
import { insuranceText } from '@/catalogue/insurance-text';

/** Spec 3 §2: the popover's words when the consultation has no insurance. */
export const NO_INSURANCE = '(No insurance selected)';

function InsuranceSummary({ consultation }: { consultation: Consultation }) {
  const canView = useCan()('view', 'insurance');
  const selected = consultation.insurance;
  const insurances = useQuery({ ...apiQuery('listInsurances', { params: { id: consultation.patient_id } }), enabled: canView && selected !== null });
  const companies = useReferenceCatalogue('insurance_companies');
  const types = useReferenceCatalogue('insurance_types');
  if (selected === null) return <>{NO_INSURANCE}</>;
  if (!canView) return <>An insurance is selected.</>;
  if (!insurances.data) return <>{insurances.isError ? 'The insurance could not be loaded.' : 'Loading'}</>;
  const insurance = insurances.data.find((i) => i.id === selected);
  if (!insurance) return <>The selected insurance no longer exists.</>;
  return <>{`${insuranceText(insurance, companies.items, types.items)}${insurance.is_active ? '' : ' (Inactive)'}`}</>;
}

function ConsultationSummary({ consultation }: { consultation: Consultation }) {
  return (
    <KeyValuePairs
      columns={1}
      items={[
        { label: 'Reason', value: <span data-testid="consultation-popover-reason">{consultation.reason}</span> },
        {
          label: 'Insurance',
          value: (
            <span data-testid="consultation-popover-insurance">
              <InsuranceSummary consultation={consultation} />
            </span>
          ),
        },
      ]}
    />
  );
}

/** The popover of an open consultation (ConsultationPopover.tsx loads it). */
export function PopoverFor({ consultationId }: { consultationId: string }) {
  // The consultation screen's own cached answer: a save there shows here at once.
  const { data: consultation } = useQuery(apiQuery('getConsultation', { params: { id: consultationId } }));
  if (!consultation) return null;
  return (
    <Popover
      header="Consultation"
      size="medium"
      position="bottom"
      triggerType="custom"
      renderWithPortal
      dismissAriaLabel="Close"
      content={
        <Box data-testid="consultation-popover">
          <ConsultationSummary consultation={consultation} />
        </Box>
      }
    >
      <Button iconName="status-info" ariaLabel="Consultation: reason and insurance" data-testid="consultation-popover-trigger">
        Consultation
      </Button>
    </Popover>
  );
}
