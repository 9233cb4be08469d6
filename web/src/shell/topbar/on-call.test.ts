import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { ON_CALL_CONFLICT, onCallFailure } from './on-call';

describe('on-call failures', () => {
  it("maps a 400's field errors onto the fields by name, with the non-field errors", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'Some fields are not valid.',
      fieldErrors: { on_call: ['Must be a boolean.'] },
      nonFieldErrors: ['Not now.'],
    });
    expect(onCallFailure(error)).toEqual({ text: 'On-Call: Must be a boolean.\nNot now.', reload: false });
  });

  it('reloads on a conflict and says so', () => {
    expect(onCallFailure(new ApiError({ kind: 'http', status: 409, message: 'x' }))).toEqual({ text: ON_CALL_CONFLICT, reload: true });
  });

  it("says the server's message when there are no fields, and nothing when the app is signing out", () => {
    expect(onCallFailure(new ApiError({ kind: 'http', status: 500, message: 'Server error' }))?.text).toBe('Server error');
    expect(onCallFailure(new ApiError({ kind: 'http', status: 403, message: 'x', redirected: true }))).toBeUndefined();
    expect(onCallFailure(new Error('boom'))?.text).toBe('The on-call state could not be saved.');
  });
});
