import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/auth/current-user';
import { useCan, userHasRole } from '@/auth/permissions';
import { useCatalogueList } from '@/catalogue/useCatalogueList';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';
import { insuranceOptions, type Option, type PatientInsurance, reasonTypeOptions } from './consultation-form';

export interface ConsultationOptions {
  reasonTypes: Option[];
  insurances: Option[];
  /** The patient's insurances as loaded (undefined while loading, also after a failed load): the preselection reads them. */
  patientInsurances: readonly PatientInsurance[] | undefined;
  loading: boolean;
}

/**
 * The choices of the consultation form: the reason types the user may use (spec 3 §6) and the
 * patient's insurances (GET patients/{id}/insurances/, the same cached answer the Insurances tab
 * and the record's label read), with the companies and types by name.
 */
export function useConsultationOptions(patientId: string, currentReasonType = ''): ConsultationOptions {
  const { state } = useCurrentUser();
  const user = state.status === 'ready' ? state.user : undefined;
  const reasons = useCatalogueList('consult_reason_types');
  // A physician's activated reason types are in their calendar settings (issue 11.6).
  const physician = user && userHasRole(user, 'physician') ? user : undefined;
  const settings = useQuery({ ...apiQuery('getCalendarSettings', { params: { username: physician?.email ?? '' } }), enabled: Boolean(physician) });
  // Without view on insurance there is nothing to choose (and asking would be a 403, which signs out).
  const canViewInsurances = useCan()('view', 'insurance');
  const insurances = useQuery({ ...apiQuery('listInsurances', { params: { id: patientId } }), enabled: canViewInsurances });
  const companies = useReferenceCatalogue('insurance_companies');
  const types = useReferenceCatalogue('insurance_types');
  return {
    reasonTypes: reasonTypeOptions(reasons.items ?? [], user, currentReasonType, settings.data?.consult_reason_types),
    insurances: insuranceOptions(insurances.data ?? [], companies.items, types.items),
    patientInsurances: canViewInsurances ? insurances.data : [],
    // Settings that fail to load leave the physician the general and own types (the server takes either).
    loading: reasons.status === 'loading' || (Boolean(physician) && settings.isPending) || (canViewInsurances && insurances.isPending),
  };
}
