import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { type FormValues } from './locked-form-state';
import { type LockedForm as LockedFormModel } from './useLockedForm';

export interface LockedFormProps<V extends FormValues> {
  form: LockedFormModel<V>;
  children: ReactNode;
  header?: ReactNode;
  submitLabel?: string;
  /** Buttons before the form's own, e.g. a modal's Cancel. */
  secondaryActions?: ReactNode;
  /** Prefix of the test ids: `${testId}-submit`, `${testId}-errors`, ... */
  testId?: string;
  /** Unlock shown but disabled: the user may see the record but not change it (no can_change). */
  unlockDisabled?: boolean;
}

/**
 * The locked/unlocked form of spec 2 §2: the server's non_field_errors as a banner above the
 * fields, and Reset, Lock or Unlock, and Submit as the actions. Enter in a field submits.
 */
export function LockedForm<V extends FormValues>({
  form,
  children,
  header,
  submitLabel = 'Submit',
  secondaryActions,
  testId = 'locked-form',
  unlockDisabled = false,
}: LockedFormProps<V>) {
  const { buttons, state } = form;
  return (
    <form
      noValidate
      data-testid={testId}
      data-status={form.status}
      data-locked={state.locked}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Form
        header={header}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {secondaryActions}
            {buttons.showReset && (
              <Button formAction="none" onClick={form.reset} data-testid={`${testId}-reset`}>
                Reset
              </Button>
            )}
            {buttons.showLock && (
              <Button formAction="none" iconName="lock-private" onClick={form.lock} data-testid={`${testId}-lock`}>
                Lock
              </Button>
            )}
            {buttons.showUnlock && (
              <Button formAction="none" iconName="unlocked" onClick={form.unlock} disabled={unlockDisabled} data-testid={`${testId}-unlock`}>
                Unlock
              </Button>
            )}
            <Button variant="primary" formAction="submit" disabled={buttons.submitDisabled} loading={state.submitting} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {state.nonFieldErrors.length > 0 && (
            <Alert type="error" header="The changes were not saved" data-testid={`${testId}-errors`}>
              {state.nonFieldErrors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          {children}
        </SpaceBetween>
      </Form>
    </form>
  );
}
