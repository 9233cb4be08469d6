import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { Fragment } from 'react';
import { errorSummary } from './error-summary';
import { type FormValues } from './locked-form-state';
import { type LockedForm } from './useLockedForm';

/**
 * What the actions bar says beside its buttons: after a failed submit, the fields in error (each
 * a link that moves focus to it); otherwise whether the form is locked or has unsaved changes.
 */
export function FormActionsState<V extends FormValues>({
  form,
  testId,
  onFocusField,
  onFocusBanner,
}: {
  form: LockedForm<V>;
  testId: string;
  onFocusField(field: string): void;
  onFocusBanner(): void;
}) {
  const { state, status } = form;
  const items = errorSummary(state.errors, form.fields.labels());
  if (items.length > 0 || state.nonFieldErrors.length > 0) {
    return (
      <div data-testid={`${testId}-error-summary`} role="status">
        <SpaceBetween size="xxs">
          <StatusIndicator type="error">
            {items.length > 0
              ? `The changes were not saved. ${items.length === 1 ? 'Check this field' : `Check these ${items.length} fields`}:`
              : 'The changes were not saved.'}
          </StatusIndicator>
          <Box variant="span">
            {items.map((item, index) => (
              <Fragment key={item.field}>
                {index > 0 && ', '}
                {item.shown ? (
                  <Button variant="inline-link" formAction="none" onClick={() => onFocusField(item.field)}>
                    {item.label}
                  </Button>
                ) : (
                  `${item.label}: ${item.message}`
                )}
              </Fragment>
            ))}
            {state.nonFieldErrors.length > 0 && (
              <>
                {items.length > 0 && ', '}
                <Button variant="inline-link" formAction="none" onClick={onFocusBanner}>
                  See the message above the form
                </Button>
              </>
            )}
          </Box>
        </SpaceBetween>
      </div>
    );
  }
  if (state.locked)
    return (
      <Box color="text-body-secondary" data-testid={`${testId}-state`}>
        <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
          <Icon name="lock-private" />
          <span>Locked: Unlock to make changes.</span>
        </SpaceBetween>
      </Box>
    );
  if (status === 'dirty')
    return (
      <Box data-testid={`${testId}-state`}>
        <StatusIndicator type="warning">Unsaved changes</StatusIndicator>
      </Box>
    );
  return null;
}
