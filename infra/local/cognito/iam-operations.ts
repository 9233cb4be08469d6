// Which Cognito operations a signed-out browser may call. In AWS every other operation needs
// an IAM-signed request; cognito-local answers them for anyone, which would let a web user
// make themselves staff of any practice. The shim asks for a SigV4 Authorization header
// (the twin's server code signs with local credentials). It does not verify the signature:
// on loopback this keeps the web client off the admin API rather than stopping an attacker.
const PUBLIC_OPERATIONS = new Set([
  // signed out
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  // authorised by the caller's access token or challenge session
  'GetUser',
  'ChangePassword',
  'GlobalSignOut',
  'UpdateUserAttributes',
  'DeleteUser',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'ListDevices',
  'GetDevice',
  'ConfirmDevice',
  'ForgetDevice',
  'UpdateDeviceStatus',
  'StartWebAuthnRegistration',
  'CompleteWebAuthnRegistration',
  'ListWebAuthnCredentials',
  'DeleteWebAuthnCredential',
]);

export const requiresIamSignature = (operation: string): boolean => !PUBLIC_OPERATIONS.has(operation);
