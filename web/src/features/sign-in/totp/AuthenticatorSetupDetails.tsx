import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { type TotpSetup } from '@/auth/sign-in-steps';

// Loaded only with the authenticator screens (lazily on the sign-in page): qrcode is ~10 kB gzip.

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code of the otpauth:// URI to scan, and the key to type in when scanning is not possible. */
export function AuthenticatorSetupDetails({ setup }: { setup: TotpSetup }) {
  // Kept with the URI it shows, so that a new secret never shows the old code while its own is drawn.
  const [drawn, setDrawn] = useState<{ uri: string; dataUrl: string }>();
  const qr = drawn?.uri === setup.uri ? drawn.dataUrl : undefined;
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(setup.uri, { errorCorrectionLevel: 'M', width: 200, margin: 2 }).then((dataUrl) => current && setDrawn({ uri: setup.uri, dataUrl }));
    return () => {
      current = false;
    };
  }, [setup.uri]);

  return (
    <SpaceBetween size="s">
      <Box variant="p">Scan this QR code with an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password.</Box>
      <Box textAlign="center">
        {qr ? (
          <img src={qr} width={200} height={200} alt="QR code to add Praktijk to your authenticator app" data-testid="totp-qr" />
        ) : (
          <div style={{ height: 200, display: 'grid', placeItems: 'center' }}>
            <Spinner size="large" />
          </div>
        )}
      </Box>
      <Box variant="p">Cannot scan it? Add an account in the app by hand with this key (time-based):</Box>
      <Box variant="code" fontSize="heading-s" data-testid="totp-secret">
        {grouped(setup.secret)}
      </Box>
    </SpaceBetween>
  );
}
