import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { type PatientTabProps } from '../types';
import { usePortalQrCode } from './portal/usePortalQrCode';

/** Patient Portal tab (spec 3 §2): the portal code as a QR code, or why there is none. */
export function PortalTab({ patient }: PatientTabProps) {
  // The code is made from the identification number, so a new number gives a new code.
  const qr = usePortalQrCode(patient.id, patient.id_number ?? '');
  return (
    <Container header={<Header variant="h2">Patient Portal</Header>}>
      {qr.status === 'loading' && <Spinner size="large" />}
      {qr.status === 'refused' && (
        <Alert type="info" data-testid="portal-message">
          {qr.message}
        </Alert>
      )}
      {qr.status === 'failed' && (
        <Alert type="error" header="Error">
          Something went wrong
        </Alert>
      )}
      {qr.status === 'ready' && (
        <Box textAlign="center">
          <img src={qr.dataUrl} alt="Patient portal QR code" width={250} height={250} data-testid="portal-qr" />
        </Box>
      )}
    </Container>
  );
}
