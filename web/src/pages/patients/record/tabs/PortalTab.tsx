import Alert from '@cloudscape-design/components/alert';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { type PatientTabProps } from '@/features/records/types';
import { usePortalQrCode } from './portal/usePortalQrCode';

/** Patient Portal tab (spec 3 §2): the portal code as a QR code with the code beside it (to copy), or why there is none. */
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
        <SpaceBetween direction="horizontal" size="l" alignItems="center">
          <img src={qr.dataUrl} alt="Patient portal QR code" width={250} height={250} data-testid="portal-qr" />
          {/* The code as text beside its QR, for a patient who types it in. */}
          <KeyValuePairs
            items={[
              {
                label: 'Portal code',
                value: (
                  <CopyToClipboard
                    variant="inline"
                    textToCopy={qr.code}
                    copyButtonAriaLabel="Copy portal code"
                    copySuccessText="Portal code copied"
                    copyErrorText="Portal code not copied"
                  />
                ),
              },
            ]}
          />
        </SpaceBetween>
      )}
    </Container>
  );
}
