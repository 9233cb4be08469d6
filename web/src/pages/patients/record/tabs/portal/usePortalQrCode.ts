import { PORTAL_CODE_NEEDS_ID } from '@praktijk/shared/schemas/patient-records';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../../../api';

export type PortalQrCode =
  | { status: 'loading' }
  | { status: 'ready'; dataUrl: string }
  /** The server's reason, e.g. no Patient ID, passport or licence number (a 400's non_field_errors). */
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/** Spec 3 §2: error correction high ('H'), size 250. */
const QR_OPTIONS = { errorCorrectionLevel: 'H', width: 250 } as const;

export function usePortalQrCode(patientId: string, idNumber: string): PortalQrCode {
  // The code is made from the identification number, so a new number asks again.
  const key = `${patientId}|${idNumber}`;
  const [answer, setAnswer] = useState<{ key: string; qr: PortalQrCode }>({ key: '', qr: { status: 'loading' } });

  useEffect(() => {
    let active = true;
    const load = async () => {
      const { code } = await callApi('getPortalCode', { params: { id: patientId } });
      return QRCode.toDataURL(code, QR_OPTIONS);
    };
    const show = (qr: PortalQrCode) => active && setAnswer({ key, qr });
    load().then(
      (dataUrl) => show({ status: 'ready', dataUrl }),
      (error: unknown) => {
        if (isApiError(error) && error.redirected) return;
        show(isApiError(error) && error.status === 400 ? { status: 'refused', message: error.nonFieldErrors[0] ?? PORTAL_CODE_NEEDS_ID } : { status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [patientId, key]);

  return answer.key === key ? answer.qr : { status: 'loading' };
}
