import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { formatDate } from '@praktijk/shared/dates';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api';
import { PageStatus } from '@/components/PageStatus';
import { apiQuery } from '@/query/api-query';
import { useInPagePaths } from '@/shell/unsaved/useInPagePaths';
import { PatientLabel } from '@/features/patients/label/PatientLabel';
import { ConsultationScreen } from './consult/ConsultationScreen';
import { type ConsultationWrites, useConsultation } from '@/features/consultations/consultation-query';
import { CONSULTATION_VIEWS, type ConsultationView, consultationPath, isConsultationView } from '@/navigation/consultation-views';
import { DecursusScreen } from './decursus/DecursusScreen';

function failureText(error: unknown): { header: string; text: string } | null {
  if (!error || (isApiError(error) && error.redirected)) return null;
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return notFound ? { header: 'Not found', text: 'This consultation does not exist.' } : { header: 'Error', text: 'The consultation could not be loaded.' };
}

function WorkspaceHeader({ consultation }: { consultation: Consultation }) {
  const patient = useQuery(apiQuery('getPatient', { params: { id: consultation.patient_id } }));
  return (
    <SpaceBetween size="xxs" data-testid="patient-header">
      {patient.data ? <PatientLabel patient={patient.data} /> : <Header variant="h1">Patient</Header>}
      <Box variant="span" color="text-body-secondary" data-testid="consultation-heading">
        Consultation of {formatDate(consultation.date)} with {consultation.practitioner.name}
        {consultation.is_walkin && ' (walk-in)'}
      </Box>
    </SpaceBetween>
  );
}

function viewContent(view: ConsultationView, consultation: Consultation, writes: ConsultationWrites) {
  return view === 'consult' ? <ConsultationScreen consultation={consultation} writes={writes} /> : <DecursusScreen consultation={consultation} />;
}

/** The addresses of a consultation's views: moving among them is no leaving (shell/unsaved). */
function useViewPaths(consultationId: string): void {
  const paths = useMemo(() => CONSULTATION_VIEWS.map((view) => consultationPath(consultationId, view.id)), [consultationId]);
  useInPagePaths(paths);
}

/**
 * /schedule/{consultationId}/{viewName} (spec 1 §2 schedule-vc-view, label Patient): the patient
 * seen in this consultation, and the Consultation and Decursus views as tabs whose address is the
 * view's, so a view can be linked and opened in a new browser tab. A view opened once stays
 * mounted (hidden while the other shows), so a decursus or consultation form being typed survives
 * switching views; both views' queries and realtime keep running meanwhile.
 */
export function ConsultationWorkspace() {
  const { consultationId = '', viewName } = useParams();
  const navigate = useNavigate();
  const { query, consultation, writes } = useConsultation(consultationId);
  const failure = failureText(query.error);
  // The route's loader sends any other viewName to the 404 page.
  const view: ConsultationView = isConsultationView(viewName) ? viewName : 'consult';
  useViewPaths(consultationId);

  if (!consultation) return <PageStatus title="Consultation" loading="Loading consultation" failure={failure} />;
  return (
    <ContentLayout header={<WorkspaceHeader consultation={consultation} />}>
      <Tabs
        // Another consultation starts with fresh views, never with the kept ones of the last.
        key={consultation.id}
        ariaLabel="Consultation views"
        activeTabId={view}
        onChange={({ detail }) => {
          if (isConsultationView(detail.activeTabId)) void navigate(consultationPath(consultation.id, detail.activeTabId));
        }}
        tabs={CONSULTATION_VIEWS.map(({ id, label }) => ({
          id,
          label,
          href: consultationPath(consultation.id, id),
          content: viewContent(id, consultation, writes),
          contentRenderStrategy: 'lazy',
        }))}
      />
    </ContentLayout>
  );
}
