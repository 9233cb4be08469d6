import { type Patient } from '@praktijk/shared/schemas/patients';

// What every tab of the patient record receives from the record page (the page owns the
// patient; a tab that changes it hands back the saved record).
export type TabStatus = 'clean' | 'dirty' | 'error';

export interface PatientTabProps {
  patient: Patient;
  /** /patients/{id}/edit, or /view (spec 1 §2); permissions still decide what can be changed. */
  mode: 'view' | 'edit';
  onPatientChanged(patient: Patient): void;
  /** Drives the tab title's colour: red on error, yellow with an upload icon when dirty. */
  onStatusChange(status: TabStatus): void;
}
