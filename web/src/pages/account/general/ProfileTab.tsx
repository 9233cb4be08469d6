import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { useCallback, useEffect } from 'react';
import { callApi } from '@/api';
import { FormTextField } from '@/components/form/FormTextField';
import { LockedForm } from '@/components/form/LockedForm';
import { type FormStatus } from '@/components/form/locked-form-state';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { isPhysician } from '../account-tabs';
import { ProfileCard } from './ProfileCard';
import { PROFILE_SAVED_TOAST, profileFormSchema, profileValues, type ProfileValues } from './profile-values';

export interface ProfileTabProps {
  user: CurrentUser;
  /** Reloads the signed-in user after a save, so the header and every screen see the new name. */
  onSaved(): void;
  onStatusChange(status: FormStatus): void;
}

/** The General tab: the locked profile form and the side card. */
export function ProfileTab({ user, onSaved, onStatusChange }: ProfileTabProps) {
  const physician = isPhysician(user);
  const token = user.consistency_token;
  const submit = useCallback(
    async (values: ProfileValues, version: Version) =>
      profileValues(await callApi('updateCurrentUser', { body: { ...values, consistency_token: version ?? token } })),
    [token],
  );
  const form = useLockedForm({ initial: profileValues(user), version: token, submit, schema: profileFormSchema, successToast: PROFILE_SAVED_TOAST, onSaved });

  useEffect(() => onStatusChange(form.status), [form.status, onStatusChange]);

  return (
    <Grid gridDefinition={[{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }]}>
      <LockedForm form={form} testId="profile-form">
        <Container header={<Header variant="h2">Profile</Header>}>
          <SpaceBetween size="m">
            <FormField label="Username" description="You sign in with this name." stretch>
              <Input value={user.username} readOnly ariaLabel="Username" data-testid="profile-username" />
            </FormField>
            {physician && <FormTextField form={form} name="prefix" label="Prefix" description="For example Dr." />}
            <FormTextField form={form} name="first_name" label="First name" required autoComplete="given-name" />
            <FormTextField form={form} name="last_name" label="Last name" required autoComplete="family-name" />
            <FormTextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
            {physician && <FormTextField form={form} name="identifier" label="Identifier" description="Your registration number as a physician." />}
          </SpaceBetween>
        </Container>
      </LockedForm>
      <ProfileCard user={user} physician={physician} />
    </Grid>
  );
}
