import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MEDICAL_CARD_DOCUMENT } from '@praktijk/shared/records/medicalcards';
import { useRef, useState } from 'react';
import { callApi } from '@/api';
import { uploadCardFile } from '@/api/upload';
import { useNotifications } from '@/shell/notifications';
import { CARD_ERROR, UPLOAD_FAILED, uploadRefusal } from './card-errors';
import { progressOf, type QueuedFile, sendingState, summaryOf, type UploadState } from './upload-queue';

const MB = 1024 * 1024;

/**
 * Medical cards' upload (spec 3 §2: several files at once, can_add): each chosen file goes
 * straight to S3 on its own ticket with its own progress bar, then is confirmed (checked by its
 * content, an image's thumbnail made). One file's failure is named on its bar and in a 'Card Error'
 * notice; the others are kept. When all have ended, 'Cards Uploaded' and the grid shows the new cards.
 */
export function MedicalCardUpload({ patientId, onUploaded }: { patientId: string; onUploaded(): Promise<unknown> }) {
  const { notify } = useNotifications();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const batch = useRef(0);

  const setState = (key: string, state: UploadState) => setQueue((files) => files.map((f) => (f.key === key ? { ...f, state } : f)));

  async function send(file: QueuedFile & { file: File }): Promise<QueuedFile> {
    try {
      const upload = await uploadCardFile(patientId, file.file, (sent) => setState(file.key, sendingState(sent)));
      setState(file.key, { status: 'saving' });
      await callApi('createMedicalCard', { body: { patient: patientId, upload } });
      setState(file.key, { status: 'done' });
      return { ...file, state: { status: 'done' } };
    } catch (error) {
      const state: UploadState = { status: 'failed', message: uploadRefusal(error) };
      setState(file.key, state);
      return { ...file, state };
    }
  }

  async function start(files: File[]) {
    const id = ++batch.current;
    const queued = files.map((file, i) => ({ key: `${id}-${i}`, name: file.name, file, state: sendingState(0) }));
    setQueue(queued.map(({ key, name, state }) => ({ key, name, state })));
    const ended = await Promise.all(queued.map(send));
    const { added, failed } = summaryOf(ended);
    for (const name of failed) notify({ type: 'error', header: CARD_ERROR, content: `${UPLOAD_FAILED} (${name})` });
    if (added > 0)
      notify({
        type: 'success',
        header: 'Cards Uploaded',
        content: added === 1 ? '1 card was uploaded successfully' : `${added} cards were uploaded successfully`,
      });
    await onUploaded();
  }

  return (
    <SpaceBetween size="s">
      <FormField
        label="Upload"
        constraintText={`JPEG, PNG, PDF, Word or Excel files of at most ${MEDICAL_CARD_DOCUMENT.maxBytes / MB} MB each; several at once.`}
      >
        <FileUpload
          multiple
          value={[]}
          onChange={({ detail }) => {
            if (detail.value.length) void start(detail.value);
          }}
          accept={MEDICAL_CARD_DOCUMENT.extensions.join(',')}
          i18nStrings={{
            uploadButtonText: () => 'Choose files',
            dropzoneText: () => 'Drop files to upload',
            removeFileAriaLabel: (_, name) => `Remove ${name}`,
            errorIconAriaLabel: 'Error',
          }}
          data-testid="medicalcards-file"
        />
      </FormField>
      {queue.length > 0 && (
        <div data-testid="medicalcards-uploads">
          <SpaceBetween size="xs">
            {queue.map((file) => {
              const { value, text } = progressOf(file.state);
              const status = file.state.status === 'failed' ? 'error' : file.state.status === 'done' ? 'success' : 'in-progress';
              return (
                <ProgressBar
                  key={file.key}
                  label={file.name}
                  value={value}
                  status={status}
                  resultText={text}
                  additionalInfo={status === 'in-progress' ? text : undefined}
                />
              );
            })}
          </SpaceBetween>
        </div>
      )}
    </SpaceBetween>
  );
}
