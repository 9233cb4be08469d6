import { callApi } from '@/api';
import { useSavedFile } from '@/components/download/useSavedFile';

/**
 * Print (spec 2 §2, §7 `printable/`, can_execute): the server renders the PDF (base64) and the
 * browser saves it (useSavedFile). `printAll` prints every printable, not-stopped prescription of
 * the list the chosen one is in.
 */
export function usePrintPrescription() {
  const { save, busy } = useSavedFile();
  const print = (id: string, printAll = false) =>
    save(id, async () => {
      const { pdf, filename } = await callApi('printPrescription', { params: { id }, query: { print_all: printAll } });
      return { content: pdf, filename, mime_type: 'application/pdf' };
    });
  return { print, printing: busy };
}
