import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { printDocument } from '@/features/letters/patient-letters/print-html';
import { useApiMutation } from '@/query/api-query';

// The Template Builder's preview (issue 24): the content as it stands in the editor, saved or not,
// filled on the server for an invented sample patient (no one's data), shown in a sandboxed frame
// of its own (its srcdoc, sandboxed without scripts), never put into the page.
export const PREVIEW_TITLE = 'Preview with a sample patient';
export const PREVIEW_FAILED = 'The preview could not be made. Try again.';

export function TemplatePreview({ content, disabled }: { content: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const preview = useApiMutation('previewLetterTemplate', { secondary: true });
  const show = () => {
    setOpen(true);
    preview.mutate({ body: { content } });
  };
  return (
    <>
      <Button onClick={show} disabled={disabled} data-testid="template-preview">
        Preview
      </Button>
      <Modal
        visible={open}
        onDismiss={() => setOpen(false)}
        header={PREVIEW_TITLE}
        size="large"
        footer={
          <Box float="right">
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        }
      >
        {preview.isPending && <Spinner size="large" />}
        {preview.isError && <Alert type="error">{PREVIEW_FAILED}</Alert>}
        {preview.data && <PreviewFrame html={preview.data.html} />}
      </Modal>
    </>
  );
}

/** The document as the frame's srcdoc: it inherits the page's CSP, and `sandbox=""` runs nothing in it. */
function PreviewFrame({ html }: { html: string }) {
  return (
    <iframe
      srcDoc={printDocument(html, PREVIEW_TITLE)}
      title={PREVIEW_TITLE}
      sandbox=""
      data-testid="template-preview-frame"
      style={{ width: '100%', height: 560, border: 0, background: 'white' }}
    />
  );
}
