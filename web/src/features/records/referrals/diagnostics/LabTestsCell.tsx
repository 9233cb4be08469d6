import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { LAB_DOCUMENT, LAB_RESULT_MAX } from '@praktijk/shared/records/lab';
import { useEffect, useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { useNotifications } from '@/shell/notifications';
import { failureText } from './failure-text';
import { LabDocumentView } from './LabDocumentView';
import { type LabReferral, type LabTestRow, resultLabel, testName } from './lab-columns';
import { uploadProgress } from './upload-progress';
import './referrals.css';

// The Tests cell of a referral (spec 2 §2 "details are always expanded", §4): every test with its
// panel and its result, each result saved on its own (Enter or Save) and the referral replaced by
// the server's answer; below them the referral's one result document: an upload control with an
// 'Uploading...' progress bar while it is sent, or, once there is one, View (a new tab, by a
// fresh link: LabDocumentView.tsx) and
// Delete behind the confirmation overlay. A user who may not add lab referrals sees it all as text.
const MB = 1024 * 1024;

export interface LabActions {
  saveResult(referral: LabReferral, test: LabTestRow, value: string): Promise<unknown>;
  uploadDocument(referral: LabReferral, file: File): Promise<unknown>;
  deleteDocument(referral: LabReferral): Promise<unknown>;
}

function TestResult({ referral, test, editable, actions }: { referral: LabReferral; test: LabTestRow; editable: boolean; actions: LabActions }) {
  // What is typed and not yet saved; undefined shows the stored result. Another test's save leaves it as typed.
  const [draft, setDraft] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { notify } = useNotifications();
  const label = resultLabel(test);
  const value = draft ?? test.result_value;
  const save = async () => {
    if (busy || draft === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      await actions.saveResult(referral, test, draft);
      setDraft(undefined);
    } catch (failure) {
      const text = failureText(failure, 'result_value');
      if (text) {
        setError(text);
        notify({ type: 'error', header: 'Error', content: text });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="praktijk-lab-test" data-testid={`lab-test-${test.id}`}>
      <span className="praktijk-lab-test-name">{testName(test)}</span>
      {editable ? (
        <div className="praktijk-lab-test-result">
          <div className="praktijk-lab-test-input">
            <FormField errorText={error} stretch>
              <Input
                value={value}
                onChange={({ detail }) => {
                  setDraft(detail.value);
                  setError(undefined);
                }}
                onKeyDown={({ detail }) => {
                  if (detail.key === 'Enter') void save();
                }}
                ariaLabel={`Result of ${label}`}
                placeholder="Result"
                invalid={Boolean(error)}
                spellcheck={false}
                data-testid="lab-result"
              />
            </FormField>
          </div>
          {test.unit && <span className="praktijk-lab-test-unit">{test.unit}</span>}
          <Button
            wrapText={false}
            onClick={() => void save()}
            disabled={draft === undefined || draft.trim() === test.result_value || draft.length > LAB_RESULT_MAX}
            loading={busy}
            ariaLabel={`Save result of ${label}`}
            data-testid="lab-result-save"
          >
            Save
          </Button>
        </div>
      ) : (
        <span className="praktijk-lab-test-result">{test.result_value ? `${test.result_value}${test.unit ? ` ${test.unit}` : ''}` : 'n/a'}</span>
      )}
    </li>
  );
}

function ResultDocument({ referral, editable, actions }: { referral: LabReferral; editable: boolean; actions: LabActions }) {
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [started, setStarted] = useState(0);
  const [now, setNow] = useState(0);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    if (!uploading) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [uploading]);

  const upload = async (file: File) => {
    if (file.size > LAB_DOCUMENT.maxBytes) {
      setError(`The document may be at most ${LAB_DOCUMENT.maxBytes / MB} MB.`);
      return;
    }
    setError(undefined);
    setStarted(Date.now());
    setNow(Date.now());
    setUploading(true);
    try {
      await actions.uploadDocument(referral, file);
      setFiles([]);
    } catch (failure) {
      setError(failureText(failure, LAB_DOCUMENT.field));
    } finally {
      setUploading(false);
    }
  };

  if (referral.document_url) {
    const name = referral.filename ?? 'Result document';
    return (
      <div className="praktijk-lab-document" data-testid="lab-document">
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="span">{name}</Box>
          <LabDocumentView referralId={referral.id} href={referral.document_url} name={name} />
          {editable && (
            <Button variant="inline-link" wrapText={false} onClick={() => setRemoving(true)} ariaLabel={`Delete ${name}`} data-testid="lab-document-delete">
              Delete
            </Button>
          )}
        </SpaceBetween>
        <ConfirmDeleteModal
          visible={removing}
          thing="result document"
          date={referral.diagnostics_date.slice(0, 10)}
          onConfirm={async () => {
            await actions.deleteDocument(referral);
          }}
          onClose={() => setRemoving(false)}
        >
          {name}
        </ConfirmDeleteModal>
      </div>
    );
  }
  if (!editable)
    return (
      <div className="praktijk-lab-document">
        <Box color="text-body-secondary">No result document</Box>
      </div>
    );
  return (
    <div className="praktijk-lab-document" data-testid="lab-document">
      {uploading ? (
        <ProgressBar label="Uploading..." description={files[0]?.name} value={uploadProgress(now - started)} data-testid="lab-document-progress" />
      ) : (
        <FormField
          label="Result document"
          errorText={error}
          constraintText={`jpeg, jpg, png, pdf, xls, doc, xlsx or docx; at most ${LAB_DOCUMENT.maxBytes / MB} MB.`}
          stretch
        >
          {/* One above the other: beside the chosen file's name the Upload button would leave the Tests column at 1024 px. */}
          <SpaceBetween size="xs">
            <FileUpload
              value={files}
              onChange={({ detail }) => {
                setFiles(detail.value);
                setError(undefined);
              }}
              accept={LAB_DOCUMENT.extensions.join(',')}
              i18nStrings={{
                uploadButtonText: () => 'Choose document',
                dropzoneText: () => 'Drop the document to upload',
                removeFileAriaLabel: (_, name) => `Remove ${name}`,
                errorIconAriaLabel: 'Error',
              }}
              showFileSize
              data-testid="lab-document-file"
            />
            <Button
              wrapText={false}
              disabled={files.length === 0}
              onClick={() => {
                const [file] = files;
                if (file) void upload(file);
              }}
              data-testid="lab-document-upload"
            >
              Upload
            </Button>
          </SpaceBetween>
        </FormField>
      )}
    </div>
  );
}

export function LabTestsCell({ referral, editable, actions }: { referral: LabReferral; editable: boolean; actions: LabActions }) {
  return (
    <div>
      <ul className="praktijk-lab-tests" aria-label={`Tests of ${referral.type?.name ?? 'the referral'}`}>
        {referral.diagnostics_tests.map((test) => (
          <TestResult key={test.id} referral={referral} test={test} editable={editable} actions={actions} />
        ))}
      </ul>
      <ResultDocument referral={referral} editable={editable} actions={actions} />
    </div>
  );
}
