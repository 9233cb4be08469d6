// cognito-local stores any password; the real pool refuses those that break the policy that CDK
// sets from the same PASSWORD_POLICY constant. Messages are worded as Cognito words them.
import { PASSWORD_POLICY } from '@praktijk/shared/constants';
import { CognitoError } from './aws-json';

// The symbols Cognito counts as "special characters".
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The first rule the password breaks, or undefined when it conforms. */
export function passwordPolicyViolation(password: string): string | undefined {
  if (password.length < PASSWORD_POLICY.minLength) return 'Password not long enough';
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (PASSWORD_POLICY.requireDigits && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (PASSWORD_POLICY.requireSymbols && !SYMBOLS.test(password)) return 'Password must have symbol characters';
  return undefined;
}

export function assertPasswordConforms(password: unknown): void {
  // A missing password is left to cognito-local, which names the missing parameter.
  if (typeof password !== 'string') return;
  const violation = passwordPolicyViolation(password);
  if (violation) throw new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${violation}`);
}
