import { ProceduresSection } from '@/features/procedures/ProceduresSection';
import { type PatientTabProps } from '@/features/records/types';

/** Procedures tab (spec 3 §2): the patient's billable procedures and the form that adds one to a decursus. */
export function ProceduresTab({ patient }: PatientTabProps) {
  return <ProceduresSection patientId={patient.id} />;
}
