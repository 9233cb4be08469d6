import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { GeneralHistoryCard } from './GeneralHistoryCard';
import { RECORD_CARDS, type RecordCardKey } from './record-cards';

type CardBody = (props: { patientId: string; title: string }) => ReactNode;

/** The cards that work so far; each renders its own collapsible section. */
const BUILT: Partial<Record<RecordCardKey, CardBody>> = {
  history: GeneralHistoryCard,
};

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
export function RecordCards({ patientId }: { patientId: string }) {
  return (
    <SpaceBetween size="s">
      {RECORD_CARDS.map(({ key, title }) => {
        const Card = BUILT[key];
        return (
          <div key={key} data-testid={`record-card-${key}`}>
            {Card ? <Card patientId={patientId} title={title} /> : <PendingCard title={title} />}
          </div>
        );
      })}
    </SpaceBetween>
  );
}
