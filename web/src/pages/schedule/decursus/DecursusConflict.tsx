import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDateTime } from '@praktijk/shared/dates';
import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { DiffView } from '@/components/revisions/DiffView';
import { sideBySideDiff } from '@/components/revisions/line-diff';
import { type DecursusFormState, conflictFields } from './decursus-form';

interface DecursusConflictProps {
  state: DecursusFormState;
  current: Decursus;
  saving: boolean;
  onSaveOnTop(): void;
  onTakeTheirs(): void;
}

/**
 * A save refused because someone else saved the note meanwhile (issue 21 §3, spec 3 §8): the typed
 * text stays in the form; this shows what the other writer changed, field by field, and offers to
 * save the typed text on top of their version (a new version after theirs) or to take theirs.
 */
export function DecursusConflict({ state, current, saving, onSaveOnTop, onTakeTheirs }: DecursusConflictProps) {
  const { compared, fields } = conflictFields(state);
  const writer = current.updated_by?.name ?? current.created_by.name;
  return (
    <Alert
      type="warning"
      header="This decursus was changed by someone else"
      data-testid="decursus-conflict"
      action={
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={onTakeTheirs} disabled={saving} data-testid="decursus-conflict-theirs">
            Use their version
          </Button>
          <Button variant="primary" onClick={onSaveOnTop} loading={saving} data-testid="decursus-conflict-save">
            Save mine on top
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="s">
        <Box>
          {writer} saved it at {formatDateTime(current.updated_date)}. Your text is kept in the form below.
        </Box>
        {fields.map((field) => (
          <SpaceBetween size="xxs" key={field.field}>
            <Box variant="h4">{field.label}</Box>
            <DiffView
              rows={sideBySideDiff(field.before, field.after)}
              oldLabel={compared === 'base' ? 'As you opened it' : 'Your text'}
              newLabel={`Saved by ${writer}`}
            />
          </SpaceBetween>
        ))}
      </SpaceBetween>
    </Alert>
  );
}
