import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '@praktijk/shared/dates';
import { CONSULTATION_LETTER, type Consultation, type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { useState } from 'react';
import { callApi } from '@/api';
import { uploadToS3 } from '@/api/upload';
import { saveDownload } from '@/components/download/save-download';
import { refusalText } from '../planning-writes';

const MB = 1024 * 1024;

/**
 * The consultation's letter document (spec 1 §3, issue 11.2): a PDF or image, uploaded,
 * downloaded or deleted here; the server checks the file by its content and says why it refuses.
 */
export function LetterSection({
  consultation,
  canChange,
  onChanged,
}: {
  consultation: ConsultationSummary;
  canChange: boolean;
  onChanged(saved: Consultation): void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { letter } = consultation;

  const run = async (work: () => Promise<Consultation | void>) => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await work();
      if (saved) onChanged(saved);
    } catch (failure) {
      setError(refusalText(failure) ?? undefined);
    } finally {
      setBusy(false);
    }
  };
  const params = { id: consultation.id };
  const upload = (file: File) =>
    run(async () => {
      if (file.size > CONSULTATION_LETTER.maxBytes) throw new Error(`The letter may be at most ${CONSULTATION_LETTER.maxBytes / MB} MB.`);
      const upload = await uploadToS3('consultationLetterUploadTicket', file, params);
      const saved = await callApi('uploadConsultationLetter', { params, body: { upload, consistency_token: consultation.consistency_token } });
      setFiles([]);
      return saved;
    });
  const download = () => run(async () => saveDownload(await callApi('downloadConsultationLetter', { params })));
  const remove = () => run(() => callApi('deleteConsultationLetter', { params, body: { consistency_token: consultation.consistency_token } }));

  if (letter)
    return (
      <FormField label="Letter" errorText={error}>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box data-testid="letter-name">
            {letter.name} ({Math.max(1, Math.round(letter.size / 1024))} kB, {formatDate(letter.uploaded)})
          </Box>
          <Button iconName="download" onClick={() => void download()} disabled={busy} data-testid="letter-download">
            Download
          </Button>
          {canChange && (
            <Button iconName="remove" onClick={() => void remove()} loading={busy} data-testid="letter-delete">
              Delete letter
            </Button>
          )}
        </SpaceBetween>
      </FormField>
    );
  if (!canChange) return null;
  return (
    <FormField label="Letter" errorText={error} constraintText={`A PDF, PNG or JPEG of at most ${CONSULTATION_LETTER.maxBytes / MB} MB.`}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <FileUpload
          value={files}
          onChange={({ detail }) => {
            setFiles(detail.value);
            setError(undefined);
          }}
          accept={CONSULTATION_LETTER.extensions.join(',')}
          i18nStrings={{
            uploadButtonText: () => 'Choose letter',
            dropzoneText: () => 'Drop the letter to upload',
            removeFileAriaLabel: (_, name) => `Remove ${name}`,
            errorIconAriaLabel: 'Error',
          }}
          showFileSize
          data-testid="letter-file"
        />
        <Button
          disabled={files.length === 0}
          loading={busy}
          onClick={() => {
            const [file] = files;
            if (file) void upload(file);
          }}
          data-testid="letter-upload"
        >
          Upload letter
        </Button>
      </SpaceBetween>
    </FormField>
  );
}
