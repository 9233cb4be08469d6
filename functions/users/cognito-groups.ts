import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { STAFF_GROUP } from '@praktijk/shared/roles';
import { cognito } from '../lib/cognito';
import { ENV, requireEnv } from '../lib/env';

// A user's Cognito groups are their roles plus "staff"; the ID token carries them, so a change
// takes effect at the user's next token refresh.
export function groupsOf(user: { roles: readonly string[]; is_staff: boolean }): string[] {
  return [...user.roles, ...(user.is_staff ? [STAFF_GROUP] : [])];
}

export async function syncGroups(userId: string, before: string[], after: string[]): Promise<void> {
  const UserPoolId = requireEnv(ENV.userPoolId);
  for (const group of after.filter((g) => !before.includes(g))) {
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId, Username: userId, GroupName: group }));
  }
  for (const group of before.filter((g) => !after.includes(g))) {
    await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: userId, GroupName: group }));
  }
}

/** Disabling also signs the user out everywhere, so a disabled user's refresh tokens stop working. */
export async function setEnabled(userId: string, enabled: boolean): Promise<void> {
  const UserPoolId = requireEnv(ENV.userPoolId);
  if (enabled) {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId, Username: userId }));
    return;
  }
  await cognito().send(new AdminDisableUserCommand({ UserPoolId, Username: userId }));
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: userId }));
}
