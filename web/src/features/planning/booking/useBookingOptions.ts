import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/auth/current-user';
import { useCan, userHasRole } from '@/auth/permissions';
import { useCatalogueList } from '@/catalogue/useCatalogueList';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';
import { insuranceOptions } from '@/features/consultations/form/consultation-form';
import { type ConsultationOptions } from '@/features/consultations/form/useConsultationOptions';
import { bookingReasonTypes } from './booking-form';

export interface BookingFor {
  patientId: string;
  /** The practitioner's user id and username. */
  practitionerId: string;
  practitionerUsername: string | undefined;
  currentReasonType?: string;
}

/**
 * The choices of a booking, in the shape the consultation's own fields take: the reason types
 * for this user and practitioner (booking-form.ts bookingReasonTypes, with the practitioner's
 * activated ones from their calendar settings when they book themselves), and the chosen
 * patient's insurances (the same cached answer as the record's Insurances tab).
 */
export function useBookingOptions({ patientId, practitionerId, practitionerUsername, currentReasonType = '' }: BookingFor): ConsultationOptions {
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  const ownCalendar = Boolean(user && userHasRole(user, 'physician') && user.id === practitionerId && practitionerUsername);
  const reasons = useCatalogueList('consult_reason_types');
  const settings = useQuery({ ...apiQuery('getCalendarSettings', { params: { username: practitionerUsername ?? '' } }), enabled: ownCalendar });
  const canViewInsurances = useCan()('view', 'insurance');
  const insurances = useQuery({ ...apiQuery('listInsurances', { params: { id: patientId } }), enabled: canViewInsurances && Boolean(patientId) });
  const companies = useReferenceCatalogue('insurance_companies');
  const types = useReferenceCatalogue('insurance_types');
  const activated = ownCalendar ? settings.data?.consult_reason_types : undefined;
  return {
    reasonTypes: bookingReasonTypes(reasons.items ?? [], user, practitionerId, activated, currentReasonType),
    insurances: insuranceOptions(insurances.data ?? [], companies.items, types.items),
    patientInsurances: !patientId || !canViewInsurances ? [] : insurances.data,
    loading: reasons.status === 'loading' || (ownCalendar && settings.isPending) || (canViewInsurances && Boolean(patientId) && insurances.isPending),
  };
}
