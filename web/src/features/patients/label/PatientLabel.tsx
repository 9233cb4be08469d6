import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isoToDisplay } from '@praktijk/shared/dates';
import { GenderIcons } from './GenderIcons';

// The patient label (spec 1 §2): internal number, name with employer, gender icons, date of
// birth and age. Used as the record's header and anywhere a patient is named.

export interface PatientLabelData {
  internal_number: string;
  name_with_employer: string;
  biological_gender_id: string | null;
  identified_gender_id: string | null;
  date_of_birth: string;
  age: number | null;
  blocked: boolean;
}

export function ageText(age: number | null): string {
  return age === null ? '' : `${age} ${age === 1 ? 'year' : 'years'}`;
}

export function PatientLabel({ patient, headingLevel = 1 }: { patient: PatientLabelData; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div data-testid="patient-label">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Box variant="span" color="text-body-secondary" fontSize="heading-m" data-testid="patient-label-number">
          {patient.internal_number}
        </Box>
        <Box variant={Heading} margin="n" data-testid="patient-label-name">
          {patient.name_with_employer}
        </Box>
        <GenderIcons biological={patient.biological_gender_id} identified={patient.identified_gender_id} />
        <Box variant="span" fontSize="heading-s" data-testid="patient-label-birth">
          {isoToDisplay(patient.date_of_birth)}
          {patient.age !== null && ` (${ageText(patient.age)})`}
        </Box>
        {patient.blocked && <Badge color="red">Blocked</Badge>}
      </SpaceBetween>
    </div>
  );
}
