import { ValidationError } from './errors';

// Cognito's refusals that are the caller's input, as the spec's 400 shape.
export function cognitoInputError(error: unknown, field = 'email'): Error {
  const name = (error as { name?: string }).name;
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') return ValidationError.field(field, 'A user with this email already exists.');
  if (name === 'InvalidParameterException') return ValidationError.field(field, 'Enter a valid email address.');
  return error instanceof Error ? error : new Error(String(error));
}
