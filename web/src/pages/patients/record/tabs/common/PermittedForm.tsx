import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { LockedForm } from '../../../../../components/form/LockedForm';
import { type FormValues } from '../../../../../components/form/locked-form-state';
import { type LockedForm as LockedFormModel } from '../../../../../components/form/useLockedForm';

/**
 * A locked form for users who may change the record; for the others the same fields, read-only,
 * without Unlock and Submit (spec 2 §6: the permission "enables submit and unlock"). The shared
 * LockedForm always offers Unlock on a locked form, so the read-only case is drawn here.
 */
export function PermittedForm<V extends FormValues>({
  form,
  allowed,
  testId,
  header,
  children,
}: {
  form: LockedFormModel<V>;
  allowed: boolean;
  testId: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  if (allowed) {
    return (
      <LockedForm form={form} testId={testId} header={header}>
        {children}
      </LockedForm>
    );
  }
  return (
    <div data-testid={testId} data-status={form.status} data-locked="true">
      <SpaceBetween size="l">
        {header}
        {children}
      </SpaceBetween>
    </div>
  );
}
