import { useState } from 'react';
import { isApiError } from '@/api';
import { errorToastText } from '@/shell/error-toast-text';
import { useNotifications } from '@/shell/notifications';
import { saveDownload } from './save-download';

/** A file the API answers (base64 content), as saveDownload takes it. */
export interface FileAnswer {
  content: string;
  filename: string;
  mime_type: string;
}

/**
 * A printable made by the server (a prescription's, a referral's PDF) saved by the browser, to open
 * and print from the PDF viewer: a download, not a new window, because a window opened after the
 * call returns would be blocked as unasked-for. `busy` names the row whose file is being made; a
 * refusal says the server's reason (a 400's non-field errors) or 'Something went wrong'.
 */
export function useSavedFile() {
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<string>();
  const save = async (id: string, make: () => Promise<FileAnswer>) => {
    setBusy(id);
    try {
      saveDownload(await make());
    } catch (error) {
      const text = isApiError(error) && error.status === 400 ? error.nonFieldErrors.join(' ') || errorToastText(error) : errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    } finally {
      setBusy(undefined);
    }
  };
  return { save, busy };
}
