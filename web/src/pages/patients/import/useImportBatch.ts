import { PATIENT_IMPORT, type ImportBatch } from '@praktijk/shared/schemas/import';
import { useCallback, useEffect, useState } from 'react';
import { callApi, isApiError } from '@/api';
import { uploadToS3 } from '@/api/upload';
import { useRealtimeMessage } from '@/realtime/RealtimeProvider';
import { saveDownload } from '@/components/download/save-download';

// The import of one page visit (spec 3 §4): a uuid per visit names the batch; while it imports,
// the page polls it every 500 ms, and the 'import-batch' realtime message for it fetches it at
// once. Downloading the errors file or Clear resets the page for a new import.
export const IMPORT_POLL_MS = 500;

function errorText(error: unknown): string | undefined {
  if (isApiError(error)) return error.redirected ? undefined : (error.fieldError(PATIENT_IMPORT.field) ?? (error.nonFieldErrors.join(' ') || error.message));
  return 'Something went wrong';
}

export function useImportBatch() {
  const [uuid, setUuid] = useState(() => crypto.randomUUID());
  const [batch, setBatch] = useState<ImportBatch | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const importing = batch?.status === 'importing';

  const refresh = useCallback(async () => {
    try {
      setBatch(await callApi('currentImport', { query: { uuid } }));
    } catch (error) {
      setActionError(errorText(error));
    }
  }, [uuid]);

  useEffect(() => {
    if (!importing) return;
    const timer = setInterval(() => void refresh(), IMPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [importing, refresh]);

  useRealtimeMessage('import-batch', (payload) => {
    if (batch && payload.id === batch.id) void refresh();
  });

  const start = async (file: File) => {
    setBusy(true);
    setUploadError(undefined);
    try {
      const upload = await uploadToS3('importUploadTicket', file);
      setBatch(await callApi('startImport', { body: { upload, type: 'csv', uuid } }));
    } catch (error) {
      setUploadError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setBatch(null);
    setActionError(undefined);
    setUuid(crypto.randomUUID());
  };

  const run = async (action: (id: string) => Promise<void>) => {
    if (!batch) return;
    setBusy(true);
    setActionError(undefined);
    try {
      await action(batch.id);
      reset();
    } catch (error) {
      setActionError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    batch,
    busy,
    uploadError,
    actionError,
    clearUploadError: () => setUploadError(undefined),
    start,
    downloadErrors: () => run(async (id) => saveDownload(await callApi('downloadImportErrors', { params: { id } }))),
    clear: () => run(async (id) => void (await callApi('clearImport', { params: { id } }))),
  };
}
