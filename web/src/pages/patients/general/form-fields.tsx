import { PATIENT_FIELD_LABELS } from '@praktijk/shared/schemas/field-labels';
import { labelledFields } from '@/components/form/fields/labelled-fields';
import { type LockedForm } from '@/components/form/useLockedForm';
import { type PatientChange, type PatientFormValues } from './patient-form-values';

// The patient form's type and its multi-field rules; the bound controls themselves are the
// shared ones in components/form/fields.

export type PatientForm = LockedForm<PatientFormValues>;

/** A patient field's name and label (the one Manage > Logs shows): `{...patientField('surname')}`. */
export const patientField = labelledFields(PATIENT_FIELD_LABELS);

/** Applies one rule's change (several fields at once). */
export function applyChange(form: PatientForm, change: PatientChange): void {
  for (const [field, value] of Object.entries(change)) form.setValue(field as keyof PatientFormValues, value as never);
}
