import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDateTime } from '@praktijk/shared/dates';
import { referralKind } from '@praktijk/shared/record-kinds';
import { type Referral, REFERRALS_PAGE_SIZE } from '@praktijk/shared/records/referrals';
import { type ReactNode, useState } from 'react';
import { callApi } from '@/api';
import { useCan } from '@/auth/permissions';
import { type PagedColumn, PagedTable } from '@/components/table/PagedTable';
import { usePagedRecordKind } from '@/query/paged-record-kind';
import { type HealthSectionProps } from '../../health-section';
import { AddReferralForm } from './AddReferralForm';
import { type ReferralDraft } from './referral-form';
import { ReferralDetails, referralStatus } from './ReferralDetails';
import { usePrintReferral } from './usePrintReferral';

/**
 * The Patient Referrals sub-tab of the Referrals tab (spec 3 §2): the patient's referral letters,
 * newest first, 5 a page, 'n/a' in empty cells; Print on printable rows (can_execute), Details
 * with the reason and, with can_change, processing and the consulting doctor; Add (can_add) opens
 * the form. Inside a consultation a new referral is filed under its note.
 */
interface PatientReferralsSectionProps extends HealthSectionProps {
  /** 'Patient Referrals' on the record's sub-tab; 'Referral' as the decursus's sub-panel. */
  title?: string;
  /** The decursus's sub-panel shows the newest 5 only (spec 3 §9); its Referrals modal pages through all. */
  firstPageOnly?: boolean;
  /** Without Add (the Referrals modal: the sub-panel under it adds). */
  readOnly?: boolean;
  actions?: ReactNode;
}

export function PatientReferralsSection(props: PatientReferralsSectionProps) {
  const { patientId, decursusId, headingVariant = 'h2', title = 'Patient Referrals', firstPageOnly = false, readOnly = false, actions } = props;
  const can = useCan();
  const list = usePagedRecordKind<Referral>(referralKind, patientId, { pageSize: REFERRALS_PAGE_SIZE });
  const { print, printing } = usePrintReferral();
  const [adding, setAdding] = useState(false);
  const [details, setDetails] = useState<Referral | null>(null);

  const create = async (draft: ReferralDraft) => {
    const created = await callApi('createReferral', {
      body: { ...draft, type_id: draft.type_id ?? '', priority_id: draft.priority_id ?? '', patient: patientId },
    });
    await list.refresh();
    return created;
  };

  const columns: PagedColumn<Referral>[] = [
    { id: 'created', header: 'Created', cell: (r) => formatDateTime(r.created) },
    { id: 'referrer', header: 'Referrer', cell: (r) => r.physician.name },
    { id: 'type', header: 'Type', cell: (r) => r.type?.name },
    { id: 'priority', header: 'Priority', cell: (r) => r.priority?.name },
    { id: 'receiving', header: 'Receiving provider', cell: (r) => r.receiving },
    { id: 'consulting', header: 'Consulting doctor', cell: (r) => r.consulting_doctor },
    { id: 'status', header: 'Status', cell: (r) => referralStatus(r) },
    {
      id: 'actions',
      header: 'Actions',
      blankWhenEmpty: true,
      cell: (r) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {r.printable && can('execute', 'referral') && (
            <Button
              variant="inline-link"
              onClick={() => void print(r.id)}
              loading={printing === r.id}
              ariaLabel={`Print the referral of ${formatDateTime(r.created)}`}
            >
              Print
            </Button>
          )}
          <Button
            variant="inline-link"
            onClick={() => setDetails(r)}
            ariaLabel={`Details of the referral of ${formatDateTime(r.created)}`}
            data-testid="referral-details"
          >
            Details
          </Button>
        </SpaceBetween>
      ),
    },
  ];

  return (
    <Container
      header={
        <Header
          variant={headingVariant}
          counter={`(${list.count})`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {actions}
              {can('add', 'referral') && !readOnly && (
                <Button onClick={() => setAdding((open) => !open)} iconName={adding ? 'angle-up' : 'add-plus'} ariaExpanded={adding} data-testid="referral-add">
                  Add
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
      data-testid={firstPageOnly ? 'decursus-referrals' : 'patient-referrals'}
    >
      <SpaceBetween size="l">
        {adding && <AddReferralForm patientId={patientId} decursusId={decursusId} create={create} print={print} onClose={() => setAdding(false)} />}
        <PagedTable
          columns={columns}
          items={list.rows}
          server={firstPageOnly ? { ...list.paging, hasNext: false } : list.paging}
          loading={list.loading}
          loadingText="Loading referrals"
          empty="No referrals"
          trackBy="id"
          ariaLabel="Patient Referrals"
          testId="patient-referrals-table"
        />
      </SpaceBetween>
      {details && (
        <ReferralDetails
          key={details.consistency_token}
          referral={details}
          onChanged={(changed) => {
            setDetails(changed);
            void list.refresh();
          }}
          onDismiss={() => setDetails(null)}
        />
      )}
    </Container>
  );
}
