import { useState } from 'react';
import { callApi, isApiError } from '@/api';
import { saveDownload } from '@/components/download/save-download';
import { errorToastText } from '@/shell/error-toast-text';
import { useNotifications } from '@/shell/notifications';

/**
 * Print (spec 3 §2, can_execute, printable rows): the server renders the referral letter on the
 * letterhead as a PDF (base64); the browser saves it to open and print from the PDF viewer (a
 * window opened after the call returns would be blocked as unasked-for).
 */
export function usePrintReferral() {
  const { notify } = useNotifications();
  const [printing, setPrinting] = useState<string>();
  const print = async (id: string) => {
    setPrinting(id);
    try {
      saveDownload(await callApi('printReferral', { params: { id } }));
    } catch (error) {
      const text = isApiError(error) && error.status === 400 ? error.nonFieldErrors.join(' ') || errorToastText(error) : errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    } finally {
      setPrinting(undefined);
    }
  };
  return { print, printing };
}
