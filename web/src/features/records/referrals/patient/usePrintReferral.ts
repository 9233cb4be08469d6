import { callApi } from '@/api';
import { useSavedFile } from '@/components/download/useSavedFile';

/** Print (spec 3 §2, can_execute, printable rows): the referral letter on the letterhead as a PDF, saved by the browser (useSavedFile). */
export function usePrintReferral() {
  const { save, busy } = useSavedFile();
  const print = (id: string) => save(id, () => callApi('printReferral', { params: { id } }));
  return { print, printing: busy };
}
