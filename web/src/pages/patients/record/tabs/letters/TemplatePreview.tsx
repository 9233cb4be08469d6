import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { HtmlFrame } from '@/features/letters/patient-letters/HtmlFrame';
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
        {preview.data && <HtmlFrame html={preview.data.html} title={PREVIEW_TITLE} height={560} testId="template-preview-frame" />}
      </Modal>
    </>
  );
}
