import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { isApiError } from '@/api';
import { useCurrentUser } from '@/auth/current-user';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';
import {
  allergyLine,
  attestLine,
  decursusLine,
  episodeLine,
  labLine,
  maySeeSection,
  measurementsLine,
  moreText,
  PMH_ITEMS_PER_SECTION,
  PMH_SECTION_KEYS,
  type PmhSectionKey,
  prescriptionLine,
  sectionItems,
  vaccinationLine,
  vitalsLine,
} from './pmh-sections';
import './pmh.css';

// The PMH sections (spec 3 §2 "PMH tab and PMH panel"): the patient's past medical history at a
// glance, a section per permission key with at most 3 items each, on the record's PMH tab and in
// the decursus screen's PMH panel. Every record built so far has its section (issue 21 §8); the
// keys still without records (referral, medicalcard, procedure) come with them (issue 10 §7).
// Each section asks its kind's own list for one page of 3 (one call, two for the prescriptions'
// chronic and other lists), whose count gives '+N more'; a section is asked for only when its
// user may see it, so no call is one the server refuses.
interface SectionView {
  title: string;
  Body(props: { patientId: string }): ReactNode;
}

const BUILT: Partial<Record<PmhSectionKey, SectionView>> = {
  history: { title: 'General History', Body: HistorySection },
  bloodtype: { title: 'Blood Type', Body: BloodTypeSection },
  disabilities: { title: 'Disabilities', Body: DisabilitiesSection },
  prescription: { title: 'Prescriptions', Body: PrescriptionsSection },
  episodes: { title: 'Episodes', Body: EpisodesSection },
  decursus: { title: 'Decursus', Body: DecursusSection },
  allergies: { title: 'Allergies', Body: AllergiesSection },
  measurements: { title: 'Measurements', Body: MeasurementsSection },
  vitals: { title: 'Vital Functions', Body: VitalsSection },
  lab: { title: 'Diagnostic Referrals', Body: LabSection },
  vaccination: { title: 'Vaccinations', Body: VaccinationsSection },
  attest: { title: 'Attests', Body: AttestsSection },
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

/** At most 3 items, and '+N more' when the list holds more (`total`: the server's count of a paged list, else the items given). */
function ItemList({ items, empty, total = items.length }: { items: readonly string[]; empty: string; total?: number }) {
  if (!items.length) return <Box color="text-status-inactive">{empty}</Box>;
  const shown = sectionItems(items);
  const more = moreText(total, shown.length);
  return (
    <SpaceBetween size="xxs">
      <ul className="praktijk-pmh-items">
        {shown.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {more && (
        <Box color="text-body-secondary" fontSize="body-s" data-testid="pmh-more">
          {more}
        </Box>
      )}
    </SpaceBetween>
  );
}

/** The first page of a paged record list, 3 rows: the section's items and its count. */
const FIRST_THREE = { limit: PMH_ITEMS_PER_SECTION };

/** A section of a paged record list (newest first): its first 3 lines and '+N more' from the page's count. */
function PageList<T>({
  query,
  what,
  empty,
  line,
}: {
  query: { data: { results: T[]; count: number } | undefined; error: unknown };
  what: string;
  empty: string;
  line(record: T): string;
}) {
  return (
    <Loaded query={query} what={what}>
      {(page) => <ItemList items={page.results.map(line)} total={page.count} empty={empty} />}
    </Loaded>
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
      {/* Notes are paged by cursor without a count: a next page says there are more, not how many. */}
      {(data) => <ItemList items={data.results.map(decursusLine)} total={data.next ? Number.POSITIVE_INFINITY : data.results.length} empty="No decursus." />}
    </Loaded>
  );
}

function BloodTypeSection({ patientId }: { patientId: string }) {
  const bloodType = useQuery(apiQuery('getBloodType', { params: { id: patientId } }));
  return (
    <Loaded query={bloodType} what="blood type">
      {(data) => <ItemList items={data?.type ? [data.type.name] : []} empty="No blood type." />}
    </Loaded>
  );
}

/** The chronic prescriptions first (what the patient takes for good), then the others; '+N more' counts both lists. */
function PrescriptionsSection({ patientId }: { patientId: string }) {
  const chronic = useQuery(apiQuery('listPrescriptions', { params: { id: patientId }, query: { ...FIRST_THREE, is_chronic: true } }));
  const other = useQuery(apiQuery('listPrescriptions', { params: { id: patientId }, query: { ...FIRST_THREE, is_chronic: false } }));
  const both = {
    data: chronic.data && other.data ? { results: [...chronic.data.results, ...other.data.results], count: chronic.data.count + other.data.count } : undefined,
    error: chronic.error ?? other.error,
  };
  return <PageList query={both} what="prescriptions" empty="No prescriptions." line={prescriptionLine} />;
}

function AllergiesSection({ patientId }: { patientId: string }) {
  const page = useQuery(apiQuery('listAllergies', { params: { id: patientId }, query: FIRST_THREE }));
  return <PageList query={page} what="allergies" empty="No allergies." line={allergyLine} />;
}

function MeasurementsSection({ patientId }: { patientId: string }) {
  const page = useQuery(apiQuery('listMeasurements', { params: { id: patientId }, query: FIRST_THREE }));
  return <PageList query={page} what="measurements" empty="No measurements." line={measurementsLine} />;
}

function VitalsSection({ patientId }: { patientId: string }) {
  const page = useQuery(apiQuery('listVitals', { params: { id: patientId }, query: FIRST_THREE }));
  return <PageList query={page} what="vital functions" empty="No vital functions." line={vitalsLine} />;
}

function LabSection({ patientId }: { patientId: string }) {
  const page = useQuery(apiQuery('listLabReferrals', { params: { id: patientId }, query: FIRST_THREE }));
  return <PageList query={page} what="diagnostic referrals" empty="No diagnostic referrals." line={labLine} />;
}

function VaccinationsSection({ patientId }: { patientId: string }) {
  const page = useQuery(apiQuery('listVaccinations', { params: { id: patientId }, query: FIRST_THREE }));
  return <PageList query={page} what="vaccinations" empty="No vaccinations." line={vaccinationLine} />;
}

function AttestsSection({ patientId }: { patientId: string }) {
  const page = useQuery(apiQuery('listAttests', { params: { id: patientId }, query: FIRST_THREE }));
  return <PageList query={page} what="attests" empty="No attests." line={attestLine} />;
}
