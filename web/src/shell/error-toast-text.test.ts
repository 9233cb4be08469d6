import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { errorToastText } from './error-toast-text';

describe('transition errors', () => {
  it("say the server's reason, a 409's text, or 'Something went wrong'; nothing when leaving", () => {
    const reason = new ApiError({ kind: 'http', status: 400, message: 'x', nonFieldErrors: ['The patient has not arrived.'] });
    expect(errorToastText(reason)).toBe('The patient has not arrived.');
    const stale = new ApiError({ kind: 'http', status: 409, message: 'The record was changed by someone else. Reload it and try again.' });
    expect(errorToastText(stale)).toBe('The record was changed by someone else. Reload it and try again.');
    expect(errorToastText(new ApiError({ kind: 'network', status: 0, message: 'offline' }))).toBe('Something went wrong');
    expect(errorToastText(new ApiError({ kind: 'http', status: 401, message: 'x', redirected: true }))).toBeNull();
    expect(errorToastText(new Error('boom'))).toBe('Something went wrong');
  });
});
