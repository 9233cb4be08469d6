import Alert from '@cloudscape-design/components/alert';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, type ReactNode } from 'react';

interface FormShellProps {
  label: string;
  onSubmit(): void;
  actions: ReactNode;
  /** Shown above the fields when the last attempt failed. */
  error?: { header: string; text: string; testId: string };
  children: ReactNode;
}

/** A native <form> (Enter submits from any field) around Cloudscape's Form, with the error banner. */
export function FormShell({ label, onSubmit, actions, error, children }: FormShellProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Form actions={actions}>
        <SpaceBetween size="l">
          {error && (
            <Alert type="error" header={error.header} data-testid={error.testId}>
              {error.text}
            </Alert>
          )}
          {children}
        </SpaceBetween>
      </Form>
    </form>
  );
}
