import { type Letter, type LetterFileType } from '@praktijk/shared/schemas/letters';
import { useState } from 'react';
import { callApi } from '@/api';
import { saveDownload } from '@/components/download/save-download';
import { errorToastText } from '@/shell/error-toast-text';
import { useNotifications } from '@/shell/notifications';
import { printHtml } from './print-html';

export type LetterFileAction = LetterFileType | 'print';

/**
 * Print, PDF and Word of a saved letter (spec 3 §2, can_execute). PDF and Word are rendered by the
 * server and saved under the filename and type it answers; print prints the letter's HTML from a
 * hidden frame (print-html.ts). A failure is a danger toast with the server's reason when it has one.
 */
export function useLetterFiles() {
  const { notify } = useNotifications();
  const [busy, setBusy] = useState<{ id: string; action: LetterFileAction }>();

  const run = async (letter: Letter, action: LetterFileAction, work: () => Promise<void>) => {
    setBusy({ id: letter.id, action });
    try {
      await work();
    } catch (error) {
      const text = errorToastText(error);
      if (text) notify({ type: 'error', header: 'Error', content: text });
    } finally {
      setBusy(undefined);
    }
  };

  const download = (letter: Letter, type: LetterFileType) =>
    run(letter, type, async () => saveDownload(await callApi('downloadPatientLetter', { params: { id: letter.id }, body: { type } })));
  const print = (letter: Letter) =>
    run(letter, 'print', async () => {
      const { html } = await callApi('patientLetterToHtml', { params: { id: letter.id } });
      await printHtml(html, letter.name);
    });
  const isBusy = (letter: Letter, action: LetterFileAction) => busy?.id === letter.id && busy.action === action;
  return { download, print, isBusy };
}

export type LetterFiles = ReturnType<typeof useLetterFiles>;
