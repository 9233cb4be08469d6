import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { updatePassword } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { passkeysAvailable } from '@/auth/passkey-support';
import { validateNewPassword } from '@/auth/password-rules';
import { type FormStatus } from '@/components/form/locked-form-state';
import { useNotifications } from '@/shell/notifications';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordField } from './PasswordField';
import { PasswordGuidance } from './PasswordGuidance';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';
import {
  cognitoPasswordErrors,
  currentPasswordError,
  EMPTY_PASSWORD_CHANGE,
  hasAnyError,
  PASSWORD_SAVED_TOAST,
  type PasswordChangeErrors,
  type PasswordChangeValues,
} from './password-change';

/**
 * The Security tab: change the password with Cognito, checked first against the spec's rules; the
 * authenticator app below, the passkeys where the pool and the browser have them, and Sign out
 * everywhere.
 */
export function SecurityTab({ user, onStatusChange }: { user: CurrentUser; onStatusChange(status: FormStatus): void }) {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY_PASSWORD_CHANGE);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [visible, setVisible] = useState(false);
  const [saving, setSaving] = useState(false);
  const [passkeys] = useState(passkeysAvailable);
  const { notify } = useNotifications();

  const status: FormStatus = hasAnyError(errors) ? 'error' : Object.values(values).some(Boolean) ? 'dirty' : 'clean';
  useEffect(() => onStatusChange(status), [status, onStatusChange]);

  const change = (field: keyof PasswordChangeValues) => (value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined, form: undefined }));
  };

  const reset = () => {
    setValues(EMPTY_PASSWORD_CHANGE);
    setErrors({});
  };

  const submit = async () => {
    const found: PasswordChangeErrors = {
      current_password: currentPasswordError(values),
      ...validateNewPassword(values.password, values.password_confirm, user),
    };
    setErrors(found);
    if (hasAnyError(found)) return;
    setSaving(true);
    try {
      await updatePassword({ oldPassword: values.current_password, newPassword: values.password });
      setValues(EMPTY_PASSWORD_CHANGE);
      setVisible(false);
      notify({ type: 'success', ...PASSWORD_SAVED_TOAST });
    } catch (error) {
      setErrors(cognitoPasswordErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      value={values[name]}
      onChange={change(name)}
      error={errors[name]}
      visible={visible}
      autoComplete={autoComplete}
      testId={`security-${name}`}
    />
  );

  return (
    <SpaceBetween size="l">
      <Grid gridDefinition={[{ colspan: { default: 12, s: 7 } }, { colspan: { default: 12, s: 5 } }]}>
        <form
          noValidate
          data-testid="security-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Container
            header={
              <Header variant="h2" description="You stay signed in on this device after the change.">
                Change password
              </Header>
            }
          >
            <Form
              errorText={errors.form}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  {status !== 'clean' && (
                    <Button formAction="none" onClick={reset} data-testid="security-reset">
                      Reset
                    </Button>
                  )}
                  <Button variant="primary" formAction="submit" loading={saving} disabled={status === 'clean'} data-testid="security-submit">
                    Change password
                  </Button>
                </SpaceBetween>
              }
            >
              <SpaceBetween size="m">
                {field('current_password', 'Current password', 'current-password')}
                {field('password', 'New password', 'new-password')}
                {field('password_confirm', 'Confirm new password', 'new-password')}
                <Toggle checked={visible} onChange={({ detail }) => setVisible(detail.checked)} data-testid="security-show-passwords">
                  Show passwords
                </Toggle>
              </SpaceBetween>
            </Form>
          </Container>
        </form>
        <PasswordGuidance />
      </Grid>
      <AuthenticatorSection email={user.email} />
      {passkeys && <PasskeysSection />}
      <SignOutEverywhereSection />
    </SpaceBetween>
  );
}
