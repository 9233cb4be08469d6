import Alert from '@cloudscape-design/components/alert';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormActionsState } from './FormActionsState';
import { focusField, focusFirstEditable, focusFirstOf } from './focus-field';
import { type FormValues } from './locked-form-state';
import { type LockedForm as LockedFormModel } from './useLockedForm';
import './locked-form.css';

export interface LockedFormProps<V extends FormValues> {
  form: LockedFormModel<V>;
  children: ReactNode;
  header?: ReactNode;
  submitLabel?: string;
  /** Buttons before the form's own, e.g. a modal's Cancel. */
  secondaryActions?: ReactNode;
  /** Prefix of the test ids: `${testId}-submit`, `${testId}-errors`, ... */
  testId?: string;
}

/**
 * The locked/unlocked form of spec 2 §2: the server's non_field_errors as a banner above the
 * fields, and Reset, Lock or Unlock, and Submit in an actions bar that stays at the bottom of the
 * window (locked-form.css says why), beside the form's state or, after a failed submit, the
 * fields in error; focus then moves to the first of them. Enter in a field submits. A view-only
 * form (form.viewOnly) shows its fields as text and has no actions.
 */
export function LockedForm<V extends FormValues>({
  form,
  children,
  header,
  submitLabel = 'Submit',
  secondaryActions,
  testId = 'locked-form',
}: LockedFormProps<V>) {
  const { buttons, state, formRef } = form;
  const banner = useRef<HTMLDivElement>(null);
  const unlockButton = useRef<ButtonProps.Ref>(null);
  // Unlock and Lock replace each other: focus goes where the user continues, not to the page.
  const afterLockChange = useRef<'first-field' | 'unlock-button' | null>(null);

  useEffect(() => {
    if (state.failures > 0) focusFirstOf(formRef.current, Object.keys(state.errors), banner.current);
    // Only after each failed submit, not on every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.failures]);

  useEffect(() => {
    const next = afterLockChange.current;
    afterLockChange.current = null;
    if (next === 'first-field' && !state.locked) focusFirstEditable(formRef.current);
    if (next === 'unlock-button' && state.locked) unlockButton.current?.focus();
  }, [state.locked, formRef]);

  return (
    <form
      ref={formRef}
      noValidate
      data-testid={testId}
      data-status={form.status}
      data-locked={state.locked}
      data-view-only={form.viewOnly}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Form header={header}>
        <SpaceBetween size="l">
          {state.nonFieldErrors.length > 0 && (
            <div ref={banner} tabIndex={-1} className="praktijk-form-banner">
              <Alert type="error" header="The changes were not saved" data-testid={`${testId}-errors`}>
                {state.nonFieldErrors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            </div>
          )}
          {children}
        </SpaceBetween>
      </Form>
      {!form.viewOnly && (
        <div className="praktijk-form-actions" data-testid={`${testId}-actions`}>
          <div className="praktijk-form-actions-state">
            <FormActionsState
              form={form}
              testId={testId}
              onFocusField={(field) => focusField(formRef.current, field)}
              onFocusBanner={() => banner.current?.focus()}
            />
          </div>
          <div className="praktijk-form-actions-buttons">
            <SpaceBetween direction="horizontal" size="xs">
              {secondaryActions}
              {buttons.showReset && (
                <Button formAction="none" onClick={form.reset} data-testid={`${testId}-reset`}>
                  Reset
                </Button>
              )}
              {buttons.showLock && (
                <Button
                  formAction="none"
                  iconName="lock-private"
                  onClick={() => {
                    afterLockChange.current = 'unlock-button';
                    form.lock();
                  }}
                  data-testid={`${testId}-lock`}
                >
                  Lock
                </Button>
              )}
              {buttons.showUnlock && (
                <Button
                  ref={unlockButton}
                  formAction="none"
                  iconName="unlocked"
                  onClick={() => {
                    afterLockChange.current = 'first-field';
                    form.unlock();
                  }}
                  data-testid={`${testId}-unlock`}
                >
                  Unlock
                </Button>
              )}
              <Button variant="primary" formAction="submit" disabled={buttons.submitDisabled} loading={state.submitting} data-testid={`${testId}-submit`}>
                {submitLabel}
              </Button>
            </SpaceBetween>
          </div>
        </div>
      )}
    </form>
  );
}
