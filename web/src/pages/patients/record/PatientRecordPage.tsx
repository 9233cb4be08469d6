import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useParams } from 'react-router';
import { PageStatus } from '@/components/PageStatus';
import { PatientInsurance } from '@/features/patients/label/PatientInsurance';
import { PatientLabel } from '@/features/patients/label/PatientLabel';
import { BookAppointmentButton } from './consultation/BookAppointment';
import { NewConsultationButton } from '@/features/consultations/NewConsultation';
import { UpcomingConsultations } from './consultation/UpcomingConsultations';
import { PatientTabs } from './PatientTabs';
import './record-tabs.css';
import { usePatient } from './usePatient';

/** /patients/{id}/view and /edit (spec 1 §2): the patient and insurance label above the record's tabs. */
export function PatientRecordPage({ mode }: { mode: 'view' | 'edit' }) {
  const { patientId = '' } = useParams();
  const { load, replace } = usePatient(patientId);
  if (load.status !== 'ready') {
    const failure = load.status === 'failed' ? { header: load.notFound ? 'Not found' : 'Error', text: load.message } : null;
    return <PageStatus title="Patient" loading="Loading patient" failure={failure} />;
  }
  return (
    <ContentLayout
      header={
        <div className="praktijk-record-header" data-testid="patient-header">
          <SpaceBetween size="xxs">
            <PatientLabel patient={load.patient} />
            <PatientInsurance patientId={load.patient.id} />
            <UpcomingConsultations patientId={load.patient.id} />
          </SpaceBetween>
          <SpaceBetween direction="horizontal" size="xs">
            <BookAppointmentButton patient={load.patient} />
            <NewConsultationButton patient={load.patient} />
          </SpaceBetween>
        </div>
      }
    >
      <PatientTabs key={load.patient.id} patient={load.patient} mode={mode} onPatientChanged={replace} />
    </ContentLayout>
  );
}
