import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { type Letterhead, LETTERHEAD_MAX_LINES } from '@praktijk/shared/schemas/letters';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api';
import { apiQuery, queryKeyOf, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { successToast } from '@/shell/success-toast';
import { letterheadLines, logoProblem, readAsDataUrl, TOO_MANY_LINES } from './letterhead-form';

// Account > Letterhead (issue 24, beyond the spec): the practice's address lines and logo, printed
// at the head of every letter's PDF and Word file under the practice's name. One per practice;
// shown to those who may change letter templates (physicians by default).
const STALE = 'Someone else changed the letterhead since you opened it. Reload to see their version, then make your change again.';

export function LetterheadTab() {
  const letterhead = useQuery(apiQuery('getLetterhead'));
  if (letterhead.isPending) return <Spinner size="large" />;
  if (letterhead.error)
    return (
      <Alert type="error" header="Error">
        Something went wrong
      </Alert>
    );
  // Keyed by the token: a reload after a save (or another user's) starts the form from what is stored.
  return <LetterheadForm key={letterhead.data.consistency_token} stored={letterhead.data} reload={() => void letterhead.refetch()} />;
}

function LetterheadForm({ stored, reload }: { stored: Letterhead; reload(): void }) {
  const { notify } = useNotifications();
  const [lines, setLines] = useState(stored.lines.join('\n'));
  const [logo, setLogo] = useState(stored.logo);
  const [errors, setErrors] = useState<{ lines?: string; logo?: string; form?: string }>({});
  const save = useApiMutation('updateLetterhead', { invalidates: () => [queryKeyOf('getLetterhead')] });
  const typed = letterheadLines(lines);

  const chooseLogo = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const dataUrl = await readAsDataUrl(file);
    const problem = logoProblem(dataUrl);
    setErrors((all) => ({ ...all, logo: problem }));
    if (!problem) setLogo(dataUrl);
  };

  const submit = async () => {
    if (typed.length > LETTERHEAD_MAX_LINES) return setErrors({ lines: TOO_MANY_LINES });
    try {
      await save.mutateAsync({ body: { lines: typed, logo, consistency_token: stored.consistency_token } });
      setErrors({});
      notify({ type: 'success', ...successToast('Letterhead', 'updated') });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) return setErrors({ form: STALE });
      if (isApiError(failure) && failure.status === 400)
        return setErrors({ lines: failure.fieldErrors.lines?.[0], logo: failure.fieldErrors.logo?.[0], form: failure.nonFieldErrors[0] });
      setErrors({ form: 'The letterhead could not be saved. Your changes are kept: try again.' });
    }
  };

  return (
    <Container
      header={
        <Header variant="h2" description="Printed at the head of every letter's PDF and Word file.">
          Letterhead
        </Header>
      }
    >
      <form onSubmit={(event) => (event.preventDefault(), void submit())}>
        <Form
          errorText={errors.form}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {errors.form === STALE && <Button onClick={reload}>Reload</Button>}
              <Button variant="primary" formAction="submit" loading={save.isPending} data-testid="letterhead-save">
                Save
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="l">
            <FormField label="Practice name" description="As the practice is registered.">
              <Input value={stored.practice_name} readOnly ariaLabel="Practice name" />
            </FormField>
            <FormField label="Address and phone" description={`One per line, at most ${LETTERHEAD_MAX_LINES} lines.`} errorText={errors.lines}>
              <Textarea value={lines} onChange={({ detail }) => setLines(detail.value)} rows={LETTERHEAD_MAX_LINES} data-testid="letterhead-lines" />
            </FormField>
            <FormField label="Logo" description="A PNG or JPEG image, shown at the right of the letterhead." errorText={errors.logo}>
              <SpaceBetween size="xs">
                {logo && (
                  <SpaceBetween direction="horizontal" size="s" alignItems="center">
                    <img src={logo} alt="Practice logo" style={{ maxHeight: 60 }} data-testid="letterhead-logo" />
                    <Button onClick={() => setLogo(null)}>Remove logo</Button>
                  </SpaceBetween>
                )}
                <FileUpload
                  value={[]}
                  accept="image/png,image/jpeg"
                  onChange={({ detail }) => void chooseLogo(detail.value)}
                  i18nStrings={{
                    uploadButtonText: () => (logo ? 'Choose another image' : 'Choose image'),
                    dropzoneText: () => 'Drop an image here',
                    removeFileAriaLabel: () => 'Remove image',
                    errorIconAriaLabel: 'Error',
                  }}
                />
                {!logo && <Box color="text-status-inactive">No logo.</Box>}
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
