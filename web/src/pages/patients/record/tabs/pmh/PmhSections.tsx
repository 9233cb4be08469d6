import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { isApiError } from '../../../../../api';
import { useCurrentUser } from '../../../../../auth/current-user';
import { useReferenceCatalogue } from '../../../../../catalogue/useReferenceCatalogue';
import { apiQuery } from '../../../../../query/api-query';
import { decursusLine, episodeLine, maySeeSection, PMH_ITEMS_PER_SECTION, PMH_SECTION_KEYS, type PmhSectionKey, sectionItems } from './pmh-sections';
import './pmh.css';

// The PMH sections (spec 3 §2 "PMH tab and PMH panel"): the patient's past medical history at a
// glance, a section per permission key with at most 3 items each, on the record's PMH tab and in
// the decursus screen's PMH panel. Sections of records built so far: General History,
// Disabilities, Episodes and Decursus; the other keys' sections come with their records (issue 10 §7).
interface SectionView {
  title: string;
  Body(props: { patientId: string }): ReactNode;
}

const BUILT: Partial<Record<PmhSectionKey, SectionView>> = {
  history: { title: 'General History', Body: HistorySection },
  disabilities: { title: 'Disabilities', Body: DisabilitiesSection },
  episodes: { title: 'Episodes', Body: EpisodesSection },
  decursus: { title: 'Decursus', Body: DecursusSection },
};

/** The built sections this user may see, in the spec's order; the tab is shown when there is one. */
export function visiblePmhSections(user: CurrentUser | undefined): PmhSectionKey[] {
  return PMH_SECTION_KEYS.filter((key) => BUILT[key] && maySeeSection(user, key));
}

/** The sections without a heading of their own: the PMH tab and the decursus screen's PMH panel each put theirs above. */
export function PmhSections({ patientId, headingVariant = 'h3' }: { patientId: string; headingVariant?: 'h2' | 'h3' }) {
  const { state } = useCurrentUser();
  const sections = visiblePmhSections(state.status === 'ready' ? state.user : undefined);
  return (
    <SpaceBetween size="l">
      {sections.map((key) => {
        const { title, Body } = BUILT[key]!;
        return (
          <Container key={key} header={<Header variant={headingVariant}>{title}</Header>} data-testid={`pmh-${key}`}>
            <Body patientId={patientId} />
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

/** A section's list once loaded: a spinner before, a short failure text (nothing while leaving for /login). */
function Loaded<T>({ query, what, children }: { query: { data: T | undefined; error: unknown }; what: string; children(data: T): ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.error && !(isApiError(query.error) && query.error.redirected)) return <Box color="text-status-error">The {what} could not be loaded.</Box>;
  return <Spinner />;
}

/** 'K86 Hypertension uncomplicated' from the catalogue; the code alone while it loads or if unknown. */
function codeText(items: readonly CatalogueItem[], id: string): string {
  const item = items.find((entry) => entry.id === id);
  return item ? `${item.code} ${item.name}` : id;
}

function HistorySection({ patientId }: { patientId: string }) {
  const history = useQuery(apiQuery('getHistory', { params: { id: patientId } }));
  const icpc = useReferenceCatalogue('icpc_codes');
  return (
    <Loaded query={history} what="general history">
      {(data) =>
        data ? (
          <SpaceBetween size="xs">
            {data.description && <Box className="praktijk-pmh-text">{data.description}</Box>}
            <ItemList items={data.icpc_ids.map((id) => codeText(icpc.items, id))} empty="No ICPC codes." />
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">No general history.</Box>
        )
      }
    </Loaded>
  );
}

function DisabilitiesSection({ patientId }: { patientId: string }) {
  const patient = useQuery(apiQuery('getPatient', { params: { id: patientId } }));
  const disabilities = useReferenceCatalogue('disabilities');
  return (
    <Loaded query={patient} what="disabilities">
      {(data) => <ItemList items={data.disability_ids.map((id) => disabilities.items.find((item) => item.id === id)?.name ?? id)} empty="No disabilities." />}
    </Loaded>
  );
}

/** The patient's active episodes, bookmarked first, then the most recent (the list's own order). */
function EpisodesSection({ patientId }: { patientId: string }) {
  const episodes = useQuery(apiQuery('listActiveEpisodes', { params: { id: patientId } }));
  return (
    <Loaded query={episodes} what="episodes">
      {(data) => <ItemList items={data.map(episodeLine)} empty="No active episodes." />}
    </Loaded>
  );
}

/** The latest notes, newest first; only the first page of three is asked for. */
function DecursusSection({ patientId }: { patientId: string }) {
  const notes = useQuery(apiQuery('listPatientDecursus', { params: { id: patientId }, query: { limit: PMH_ITEMS_PER_SECTION } }));
  return (
    <Loaded query={notes} what="decursus">
      {(data) => <ItemList items={data.results.map(decursusLine)} empty="No decursus." />}
    </Loaded>
  );
}
