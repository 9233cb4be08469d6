import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { EPISODE_NAME_MAX } from '@praktijk/shared/schemas/episodes';
import { type FormEvent, useState } from 'react';

/** The modal's New Episode (spec 3 §2 footer): a name and Create; the new one is active from today, last in the order. */
export function NewEpisode({ create }: { create(name: string): Promise<boolean> }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('This field is required.');
    if (trimmed.length > EPISODE_NAME_MAX) return setError(`Ensure this field has no more than ${EPISODE_NAME_MAX} characters.`);
    setBusy(true);
    const ok = await create(trimmed);
    setBusy(false);
    if (ok) setName('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="new-episode-heading">
      <SpaceBetween size="xs">
        <Header variant="h3" headingTagOverride="h3">
          <span id="new-episode-heading">New Episode</span>
        </Header>
        <SpaceBetween direction="horizontal" size="xs" alignItems="end">
          <FormField label="Name" errorText={error}>
            <Input
              value={name}
              onChange={({ detail }) => {
                setError(undefined);
                setName(detail.value);
              }}
              invalid={Boolean(error)}
              data-testid="new-episode-name"
            />
          </FormField>
          <Button formAction="submit" loading={busy} data-testid="new-episode-create">
            Create
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </form>
  );
}
