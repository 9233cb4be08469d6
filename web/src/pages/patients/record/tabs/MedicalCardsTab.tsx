import { MedicalCardsSection } from '@/features/medicalcards/MedicalCardsSection';
import { type PatientTabProps } from '@/features/records/types';

/** Medical Cards tab (spec 3 §2): the patient's scanned documents and photos. */
export function MedicalCardsTab({ patient }: PatientTabProps) {
  return <MedicalCardsSection patientId={patient.id} />;
}
