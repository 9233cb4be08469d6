import { patientCreateSchema, patientUpdateSchema } from '@praktijk/shared/schemas/patients';
import * as z from 'zod';
import { type PatientFormValues, patientPayload } from './patient-form-values';

// The form is checked by the API's own schemas (shared), on the payload the form would send.
export const newPatientFormSchema = z.preprocess((values) => patientPayload(values as PatientFormValues), patientCreateSchema);

export function patientUpdateFormSchema(consistencyToken: string) {
  return z.preprocess((values) => ({ ...patientPayload(values as PatientFormValues), consistency_token: consistencyToken }), patientUpdateSchema);
}
