import { type CurrentUser, profileUpdateSchema } from '@praktijk/shared/schemas/auth';

// The General tab's form: the editable profile fields. The username is shown beside them but is
// not part of the form (it is the sign-in name Cognito keeps); the consistency_token is added
// when sending, from the user as last loaded.

export type ProfileValues = {
  prefix: string;
  first_name: string;
  last_name: string;
  email: string;
  identifier: string;
};

export function profileValues(user: Pick<CurrentUser, keyof ProfileValues>): ProfileValues {
  return { prefix: user.prefix, first_name: user.first_name, last_name: user.last_name, email: user.email, identifier: user.identifier };
}

/** The same rules the server applies (e-mail format, lengths), checked before sending. */
export const profileFormSchema = profileUpdateSchema.omit({ consistency_token: true });

export const PROFILE_SAVED_TOAST = { header: 'User information updated', content: 'User information was updated successfully' } as const;
