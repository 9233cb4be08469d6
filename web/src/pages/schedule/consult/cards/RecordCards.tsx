import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { AllergiesSection } from '../../../patients/record/health/AllergiesSection';
import { AttestsSection } from '../../../patients/record/health/AttestsSection';
import { BloodTypeSection } from '../../../patients/record/health/BloodTypeSection';
import { type HealthSectionProps } from '../../../patients/record/health/health-section';
import { MeasurementsSection } from '../../../patients/record/health/MeasurementsSection';
import { VitalsSection } from '../../../patients/record/health/VitalsSection';
import { DiagnosticsReferralsSection } from '../../../patients/record/referrals/DiagnosticsReferralsSection';
import { ChronicPrescriptionsSection, PrescriptionsSection } from '../../../patients/record/treatments/PrescriptionsSection';
import { VaccinationsSection } from '../../../patients/record/treatments/VaccinationsSection';
import { GeneralHistoryCard } from './GeneralHistoryCard';
import { HealthCard } from './HealthCard';
import { RECORD_CARDS, type RecordCardKey } from './record-cards';

interface CardProps {
  patientId: string;
  /** The consultation's note (its id): records written on a card belong to it. */
  decursusId: string;
  title: string;
}
type CardBody = (props: CardProps) => ReactNode;

/** The Diagnostic Referrals card: the record's sub-tab with its results chart (spec 3 §2). */
const LabCardSection = (props: HealthSectionProps) => <DiagnosticsReferralsSection {...props} chart />;

/** The cards that work so far; each renders its own collapsible section. */
const BUILT: Partial<Record<RecordCardKey, CardBody>> = {
  history: GeneralHistoryCard,
  allergies: (props) => <HealthCard {...props} model="allergies" Section={AllergiesSection} />,
  bloodtype: (props) => <HealthCard {...props} model="bloodtype" Section={BloodTypeSection} />,
  vitals: (props) => <HealthCard {...props} model="vitals" Section={VitalsSection} />,
  measurements: (props) => <HealthCard {...props} model="measurements" Section={MeasurementsSection} />,
  attests: (props) => <HealthCard {...props} model="attest" Section={AttestsSection} />,
  prescriptions: (props) => <HealthCard {...props} model="prescription" Section={PrescriptionsSection} />,
  chronic: (props) => <HealthCard {...props} model="prescription" Section={ChronicPrescriptionsSection} />,
  lab: (props) => <HealthCard {...props} model="lab" Section={LabCardSection} />,
  vaccinations: (props) => <HealthCard {...props} model="vaccination" Section={VaccinationsSection} />,
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
export function RecordCards({ patientId, decursusId }: { patientId: string; decursusId: string }) {
  return (
    <SpaceBetween size="s">
      {RECORD_CARDS.map(({ key, title }) => {
        const Card = BUILT[key];
        return (
          <div key={key} data-testid={`record-card-${key}`}>
            {Card ? <Card patientId={patientId} decursusId={decursusId} title={title} /> : <PendingCard title={title} />}
          </div>
        );
      })}
    </SpaceBetween>
  );
}
