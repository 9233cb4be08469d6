import { prescriptionTemplateBody, type PrescriptionTemplate } from '@praktijk/shared/schemas/prescription-templates';
import { copiedPrescription, prescriptionInput, type PrescriptionValues } from './prescription-form';

// Saved templates of the prescription form (spec 2 §3 "Prescription template", §4): a template
// keeps the medication (or another one, or neither) and the dosage object; selecting one loads it
// into the form, and the form's values are saved as one, checked by the server's own schema.

/**
 * What createPrescriptionTemplate and updatePrescriptionTemplate are sent, checked: the name, the
 * medication and the dosage, never the date or an allergy acknowledgement.
 */
export function templateBody(values: PrescriptionValues, name: string) {
  const { medication_id, other, administrative_datetime: _when, allergy_acknowledged: _acknowledged, ...dosage } = prescriptionInput(values);
  return prescriptionTemplateBody.safeParse({ name, medication_id, other, dosage });
}

/** The form's values of a selected template: its medication and dosage; dated now, checked for allergies again. */
export const templateValues = (template: PrescriptionTemplate): PrescriptionValues =>
  copiedPrescription({ ...template.dosage, medication_id: template.medication_id, other: template.other });
