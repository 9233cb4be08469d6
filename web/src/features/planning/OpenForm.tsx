import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { type FormValues } from '@/components/form/locked-form-state';
import { type LockedForm } from '@/components/form/useLockedForm';

/**
 * The form of a NEW booking or blocked time: open from the start and sendable as prefilled (the
 * slot chosen is already a whole answer, where the locked form waits for a change). The server's
 * field errors sit under the fields, everything else above the actions; Enter submits.
 */
export function OpenForm<V extends FormValues>({
  form,
  testId,
  submitLabel,
  submitDisabled,
  secondaryActions,
  children,
}: {
  form: LockedForm<V>;
  testId: string;
  submitLabel: string;
  submitDisabled?: boolean;
  secondaryActions: ReactNode;
  children: ReactNode;
}) {
  // Taken apart as LockedForm does: the ref goes to the element, the rest is read in render.
  const { formRef, state, status, submit } = form;
  return (
    <form
      noValidate
      ref={formRef}
      data-testid={testId}
      data-status={status}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form
        errorText={state.nonFieldErrors.length ? <span data-testid={`${testId}-errors`}>{state.nonFieldErrors.join(' ')}</span> : undefined}
        errorIconAriaLabel="Error"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {secondaryActions}
            <Button variant="primary" formAction="submit" disabled={submitDisabled} loading={state.submitting} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">{children}</SpaceBetween>
      </Form>
    </form>
  );
}
