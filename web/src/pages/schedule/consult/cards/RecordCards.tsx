import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { kindCards } from '@/features/records/kind-screens';
import { GeneralHistoryCard } from './GeneralHistoryCard';
import { HealthCard } from './HealthCard';
import { LettersCard } from './LettersCard';
import { MedicalCardsCard } from './MedicalCardsCard';
import { RECORD_CARDS, type RecordCardKey } from '@/features/records/record-cards';

interface CardProps {
  patientId: string;
  /** The consultation's note (its id): records written on a card belong to it. */
  decursusId: string;
  title: string;
}
type CardBody = (props: CardProps) => ReactNode;

/**
 * The cards that work so far: Medical Cards', General History's and Letters' own, and each placed
 * kind's sub-tab as a card; each renders its own collapsible section.
 */
const BUILT: ReadonlyMap<RecordCardKey, CardBody> = new Map<RecordCardKey, CardBody>([
  ['medicalcards', MedicalCardsCard],
  ['history', GeneralHistoryCard],
  ['letters', LettersCard],
  ...[...kindCards()].map(([key, { model, Section, CardSection }]): [RecordCardKey, CardBody] => [
    key,
    (props) => <HealthCard {...props} model={model} Section={CardSection ?? Section} />,
  ]),
]);

/** A card whose record is not built yet: its title, and for screen readers why there is nothing under it. */
function PendingCard({ title }: { title: string }) {
  return (
    <Container
      disableContentPaddings
      header={
        <Header variant="h2">
          {title}
          <span className="praktijk-consult-sr-only"> (not available yet)</span>
        </Header>
      }
    />
  );
}

/** The record-card host of the consultation screen (spec 3 §2), in the spec's order. */
export function RecordCards({ patientId, decursusId }: { patientId: string; decursusId: string }) {
  return (
    <SpaceBetween size="s">
      {RECORD_CARDS.map(({ key, title }) => {
        const Card = BUILT.get(key);
        return (
          <div key={key} data-testid={`record-card-${key}`}>
            {Card ? <Card patientId={patientId} decursusId={decursusId} title={title} /> : <PendingCard title={title} />}
          </div>
        );
      })}
    </SpaceBetween>
  );
}
