import { useMatches } from 'react-router';
import { type Crumb, crumbsOf, type LabelNames } from './route-handle';
import { useConsultationPatientName } from './useConsultationPatientName';
import { usePractitionerName } from './usePractitionerName';

/** The current route's labels with people by name: the breadcrumbs and the document title both use them. */
export function useRouteCrumbs(): Crumb[] {
  const matches = useMatches();
  const username = matches.find((match) => match.params.username)?.params.username;
  const practitioner = usePractitionerName(username);
  const consultationId = matches.find((match) => match.params.consultationId)?.params.consultationId;
  const patient = useConsultationPatientName(consultationId);
  const names: LabelNames = {
    practitioner: (name) => (name === username && practitioner) || name,
    consultationPatient: (id) => (id === consultationId ? patient : undefined),
  };
  return crumbsOf(matches, names);
}
