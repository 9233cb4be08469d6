// Cognito's answers in the password flows, as texts for the forms. Cognito's own message is kept
// where it is already written for users (the password policy, a wrong code); nothing here tells
// whether an account exists.

export type PasswordFlow = 'reset-request' | 'reset' | 'change';

const TOO_MANY = 'Too many attempts. Wait a moment and try again.';

const MESSAGES: Record<string, string> = {
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  // With PreventUserExistenceErrors an unknown e-mail looks like a wrong code.
  UserNotFoundException: 'Invalid verification code provided, please try again.',
  ExpiredCodeException: 'This code has expired. Request a new code.',
  LimitExceededException: TOO_MANY,
  TooManyRequestsException: TOO_MANY,
  TooManyFailedAttemptsException: TOO_MANY,
  NetworkError: 'Cannot reach the sign-in service. Check your connection and try again.',
  InvalidParameterException: 'A reset code cannot be sent for this account. Contact your practice administrator.',
};

export function passwordFlowErrorMessage(error: unknown, flow: PasswordFlow): string {
  const fallback = flow === 'reset-request' ? 'The code could not be sent. Please try again.' : 'The password was not changed. Please try again.';
  if (!(error instanceof Error)) return fallback;
  // The policy's own explanation ("Password does not conform to policy: ...").
  if (error.name === 'InvalidPasswordException') return error.message || fallback;
  // Changing one's own password: Cognito refuses a wrong current password this way.
  if (error.name === 'NotAuthorizedException' && flow === 'change') return 'The current password is not correct.';
  return MESSAGES[error.name] ?? (error.message || fallback);
}
