// Operations cognito-local carries out itself, with the checks it skips added in front:
// the password policy, access tokens that must be the twin's and not revoked, the immutable
// tenant attribute, and Cognito's answers that do not reveal whether a user exists.
import { TENANT_ATTRIBUTE } from '@praktijk/shared/claims';
import { CognitoError, incorrectCredentials, requireString, type JsonObject } from './aws-json';
import { assertPasswordConforms } from './password-policy';
import { ADMIN_CREATE_USER_ONLY } from './seed';
import { type Operation, type ShimContext } from './shim-context';
import { verifyActiveAccessToken } from './sign-out-and-refresh';

const TENANT = `custom:${TENANT_ATTRIBUTE}`;
const IMMUTABLE_ATTRIBUTES = new Set(['sub', TENANT]);
const MAX_RESET_CODE_ATTEMPTS = 5;

/** Forwards an operation; an AccessToken in it must be valid here and is re-signed for cognito-local. */
export const forward =
  (operation: string): Operation =>
  async (ctx, body) =>
    ctx.upstream.call(operation, await withUpstreamAccessToken(ctx, body));

async function withUpstreamAccessToken(ctx: ShimContext, body: JsonObject): Promise<JsonObject> {
  if (body.AccessToken === undefined) return body;
  const claims = await verifyActiveAccessToken(ctx, String(body.AccessToken));
  return { ...body, AccessToken: await ctx.tokens.forUpstream(claims) };
}

const checkedThenForwarded =
  (operation: string, check: (body: JsonObject) => void): Operation =>
  (ctx, body) => {
    check(body);
    return forward(operation)(ctx, body);
  };

function refuseTenantWrite(body: JsonObject): void {
  const attributes = Array.isArray(body.UserAttributes) ? (body.UserAttributes as { Name?: unknown }[]) : [];
  // The app client has no write access to the tenant: users cannot pick their practice.
  if (attributes.some((attribute) => attribute.Name === TENANT)) {
    throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }
}

function refuseImmutableDelete(body: JsonObject): void {
  const names = Array.isArray(body.UserAttributeNames) ? (body.UserAttributeNames as unknown[]) : [];
  const immutable = names.find((name) => IMMUTABLE_ATTRIBUTES.has(String(name)));
  if (immutable !== undefined) {
    throw new CognitoError('InvalidParameterException', `user.${String(immutable)}: Attribute cannot be updated. (changing an immutable attribute)`);
  }
}

// cognito-local signs anyone up whatever the pool says; Cognito refuses it, first of all, when
// only administrators may create users.
export const signUp = checkedThenForwarded('SignUp', (body) => {
  if (ADMIN_CREATE_USER_ONLY) throw new CognitoError('NotAuthorizedException', 'SignUp is not permitted for this user pool');
  assertPasswordConforms(body.Password);
  refuseTenantWrite(body);
});
export const adminCreateUser = checkedThenForwarded('AdminCreateUser', (body) => assertPasswordConforms(body.TemporaryPassword));
export const adminSetUserPassword = checkedThenForwarded('AdminSetUserPassword', (body) => assertPasswordConforms(body.Password));
export const deleteUserAttributes = checkedThenForwarded('DeleteUserAttributes', refuseImmutableDelete);
export const adminDeleteUserAttributes = checkedThenForwarded('AdminDeleteUserAttributes', refuseImmutableDelete);

export const changePassword: Operation = async (ctx, body) => {
  assertPasswordConforms(body.ProposedPassword);
  return forward('ChangePassword')(ctx, body).catch((error: unknown) => {
    // The new password already passed the policy, so this is cognito-local refusing the old one.
    if (error instanceof CognitoError && error.code === 'InvalidPasswordException') throw incorrectCredentials();
    throw error;
  });
};

const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

export const forgotPassword: Operation = async (ctx, body) => {
  const username = requireString(body, 'Username');
  ctx.resetCodeFailures.delete(username);
  const masked = { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(username) } };
  try {
    await ctx.upstream.call('ForgotPassword', body);
  } catch (error) {
    // As with PreventUserExistenceErrors: an unknown user gets the answer a known one gets.
    if (!(error instanceof CognitoError && error.code === 'UserNotFoundException')) throw error;
  }
  return masked;
};

export const confirmForgotPassword: Operation = async (ctx, body) => {
  const username = requireString(body, 'Username');
  // cognito-local compares codes with !==, so a missing code matches a user with no code pending.
  requireString(body, 'ConfirmationCode');
  assertPasswordConforms(body.Password);
  const failures = ctx.resetCodeFailures.get(username) ?? 0;
  if (failures >= MAX_RESET_CODE_ATTEMPTS) {
    throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  try {
    const result = await ctx.upstream.call('ConfirmForgotPassword', body);
    ctx.resetCodeFailures.delete(username);
    return result;
  } catch (error) {
    if (error instanceof CognitoError && (error.code === 'CodeMismatchException' || error.code === 'UserNotFoundException')) {
      ctx.resetCodeFailures.set(username, failures + 1);
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    throw error;
  }
};
