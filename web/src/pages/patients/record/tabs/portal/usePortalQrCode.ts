import { PORTAL_CODE_NEEDS_ID } from '@praktijk/shared/schemas/patient-records';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { callApi, isApiError } from '@/api';
import { queryKeyOf } from '@/query/api-query';

export type PortalQrCode =
  | { status: 'loading' }
  | { status: 'ready'; dataUrl: string; code: string }
  /** The server's reason, e.g. no Patient ID, passport or licence number (a 400's non_field_errors). */
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/** Spec 3 §2: error correction high ('H'), size 250. */
const QR_OPTIONS = { errorCorrectionLevel: 'H', width: 250 } as const;

export function usePortalQrCode(patientId: string, idNumber: string): PortalQrCode {
  // The code is made from the identification number, so a new number asks again.
  const { data, error } = useQuery({
    queryKey: [...queryKeyOf('getPortalCode', { params: { id: patientId } }), 'qr', idNumber],
    queryFn: async ({ signal }) => {
      const { code } = await callApi('getPortalCode', { params: { id: patientId }, signal });
      return { code, dataUrl: await QRCode.toDataURL(code, QR_OPTIONS) };
    },
  });
  if (data) return { status: 'ready', ...data };
  if (!error || (isApiError(error) && error.redirected)) return { status: 'loading' };
  return isApiError(error) && error.status === 400 ? { status: 'refused', message: error.nonFieldErrors[0] ?? PORTAL_CODE_NEEDS_ID } : { status: 'failed' };
}
