import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type Patient } from '@praktijk/shared/schemas/patients';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useCurrentUser } from '../../../../auth/current-user';
import { useReferenceCatalogue } from '../../../../catalogue/useReferenceCatalogue';
import { apiQuery } from '../../../../query/api-query';
import { maySeeSection, PMH_SECTION_KEYS, type PmhSectionKey, sectionItems } from './pmh/pmh-sections';
import { type PatientTabProps } from '../types';
import './pmh/pmh.css';

// PMH (spec 3 §2): the patient's past medical history at a glance, a section per permission key
// with at most 3 items each. Sections of records built so far: General History and Disabilities;
// the other keys' sections come with their records (issue 10 §7).
interface SectionView {
  title: string;
  Body(props: { patient: Patient }): ReactNode;
}

const BUILT: Partial<Record<PmhSectionKey, SectionView>> = {
  history: { title: 'General History', Body: HistorySection },
  disabilities: { title: 'Disabilities', Body: DisabilitiesSection },
};

/** The built sections this user may see, in the spec's order; the tab is shown when there is one. */
export function visiblePmhSections(user: CurrentUser | undefined): PmhSectionKey[] {
  return PMH_SECTION_KEYS.filter((key) => BUILT[key] && maySeeSection(user, key));
}

export function PmhTab({ patient }: PatientTabProps) {
  const { state } = useCurrentUser();
  const sections = visiblePmhSections(state.status === 'ready' ? state.user : undefined);
  return (
    <SpaceBetween size="l">
      <Header variant="h2">PMH</Header>
      {sections.map((key) => {
        const { title, Body } = BUILT[key]!;
        return (
          <Container key={key} header={<Header variant="h3">{title}</Header>} data-testid={`pmh-${key}`}>
            <Body patient={patient} />
          </Container>
        );
      })}
    </SpaceBetween>
  );
}

function ItemList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (!items.length) return <Box color="text-status-inactive">{empty}</Box>;
  return (
    <ul className="praktijk-pmh-items">
      {sectionItems(items).map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** 'K86 Hypertension uncomplicated' from the catalogue; the code alone while it loads or if unknown. */
function codeText(items: readonly CatalogueItem[], id: string): string {
  const item = items.find((entry) => entry.id === id);
  return item ? `${item.code} ${item.name}` : id;
}

function HistorySection({ patient }: { patient: Patient }) {
  const history = useQuery(apiQuery('getHistory', { params: { id: patient.id } }));
  const icpc = useReferenceCatalogue('icpc_codes');
  if (history.isPending) return <Spinner />;
  if (history.isError) return <Box color="text-status-error">The general history could not be loaded.</Box>;
  if (!history.data) return <Box color="text-status-inactive">No general history.</Box>;
  const { description, icpc_ids } = history.data;
  return (
    <SpaceBetween size="xs">
      {description && <Box className="praktijk-pmh-text">{description}</Box>}
      <ItemList items={icpc_ids.map((id) => codeText(icpc.items, id))} empty="No ICPC codes." />
    </SpaceBetween>
  );
}

function DisabilitiesSection({ patient }: { patient: Patient }) {
  const disabilities = useReferenceCatalogue('disabilities');
  const names = patient.disability_ids.map((id) => disabilities.items.find((item) => item.id === id)?.name ?? id);
  return <ItemList items={names} empty="No disabilities." />;
}
