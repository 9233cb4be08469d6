import { useState } from 'react';
import { callApi, isApiError } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { saveDownload } from '@/components/download/save-download';
import { errorToastText } from '@/shell/error-toast-text';

/**
 * Print (spec 2 §2, §7 `printable/`, can_execute): the server renders the PDF (base64); the
 * browser saves it, to open and print from the PDF viewer. A download, not a new window: a window
 * opened after the call returns would be blocked as unasked-for. `printAll` prints every printable,
 * not-stopped prescription of the list the chosen one is in.
 */
export function usePrintPrescription() {
  const { notify } = useNotifications();
  const [printing, setPrinting] = useState<string>();
  const print = async (id: string, printAll = false) => {
    setPrinting(id);
    try {
      const { pdf, filename } = await callApi('printPrescription', { params: { id }, query: { print_all: printAll } });
      saveDownload({ content: pdf, filename, mime_type: 'application/pdf' });
    } catch (error) {
      const text = isApiError(error) && error.status === 400 ? error.nonFieldErrors.join(' ') || errorToastText(error) : errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    } finally {
      setPrinting(undefined);
    }
  };
  return { print, printing };
}
