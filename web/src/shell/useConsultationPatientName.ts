import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/query/api-query';

/**
 * The name of the patient of the consultation a URL names (schedule/{consultationId}/...), from
 * the same cached answers the consultation workspace reads (the consultation, then its patient);
 * undefined while unknown, and the route's own label shows meanwhile.
 */
export function useConsultationPatientName(consultationId: string | undefined): string | undefined {
  const consultation = useQuery({ ...apiQuery('getConsultation', { params: { id: consultationId ?? '' } }), enabled: Boolean(consultationId) });
  const patientId = consultationId ? consultation.data?.patient_id : undefined;
  const patient = useQuery({ ...apiQuery('getPatient', { params: { id: patientId ?? '' } }), enabled: Boolean(patientId) });
  return patientId ? patient.data?.name : undefined;
}
