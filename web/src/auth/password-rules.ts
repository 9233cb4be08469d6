import { PASSWORD_POLICY } from '@praktijk/shared/constants';
import commonPasswordList from './common-passwords.txt?raw';
import { isTooSimilar } from './password-similarity';

// The rules of every new-password form (forced change, reset, account Security tab): spec 1 §5's
// guidance, checked in the browser as well, because Cognito enforces only its own policy (length
// and character classes) and knows nothing of common passwords or the user's name. Texts follow
// the spec's source system (Django's validators), so they read the same as its server errors.

export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

/** The spec's four guidance lines, then what Cognito's policy adds. */
export function passwordGuidance(policy: PasswordPolicy = PASSWORD_POLICY): string[] {
  const classes = [
    policy.requireUppercase && 'an upper-case letter',
    policy.requireLowercase && 'a lower-case letter',
    policy.requireDigits && 'a digit',
    policy.requireSymbols && 'a symbol',
  ].filter((text): text is string => typeof text === 'string');
  const rules = [
    "Your password can't be too similar to your other personal information.",
    `Your password must contain at least ${policy.minLength} characters.`,
    "Your password can't be a commonly used password.",
    "Your password can't be entirely numeric.",
  ];
  if (classes.length > 0) rules.push(`Your password must contain ${joinWithAnd(classes)}.`);
  return rules;
}

export const PASSWORD_GUIDANCE: string[] = passwordGuidance();

function joinWithAnd(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const COMMON_PASSWORDS = new Set(
  commonPasswordList
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export interface PasswordOwner {
  email: string;
  first_name: string;
  last_name: string;
}

/** Field name -> message, keyed like the spec's password-change form (password, password_confirm). */
export interface NewPasswordErrors {
  password?: string;
  password_confirm?: string;
}

const REQUIRED = 'This field is required.';
const SIMILARITY_LABELS: Record<keyof PasswordOwner, string> = { email: 'email address', first_name: 'first name', last_name: 'last name' };

function policyError(password: string, policy: PasswordPolicy): string | undefined {
  if (password.length < policy.minLength) return `This password is too short. It must contain at least ${policy.minLength} characters.`;
  if (/^\d+$/.test(password)) return 'This password is entirely numeric.';
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) return 'This password must contain an upper-case letter.';
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) return 'This password must contain a lower-case letter.';
  if (policy.requireDigits && !/\d/.test(password)) return 'This password must contain a digit.';
  if (policy.requireSymbols && !/[^\p{L}\p{N}\s]/u.test(password)) return 'This password must contain a symbol.';
  return undefined;
}

function passwordError(password: string, owner: PasswordOwner | undefined, policy: PasswordPolicy): string | undefined {
  if (!password) return REQUIRED;
  const fields = Object.keys(SIMILARITY_LABELS) as (keyof PasswordOwner)[];
  const similar = owner ? fields.find((field) => isTooSimilar(password, owner[field])) : undefined;
  if (similar) return `The password is too similar to the ${SIMILARITY_LABELS[similar]}.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common.';
  return policyError(password, policy);
}

export function validateNewPassword(password: string, confirmation: string, user?: PasswordOwner, policy: PasswordPolicy = PASSWORD_POLICY): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const passwordMessage = passwordError(password, user, policy);
  if (passwordMessage) errors.password = passwordMessage;
  if (!confirmation) errors.password_confirm = REQUIRED;
  else if (password !== confirmation) errors.password_confirm = "The two password fields didn't match.";
  return errors;
}

export function hasPasswordErrors(errors: NewPasswordErrors): boolean {
  return Boolean(errors.password ?? errors.password_confirm);
}
