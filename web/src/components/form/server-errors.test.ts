import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from '@/api/errors';
import { firstMessagePerField, placeServerErrors } from './server-errors';

describe('placing server errors on a form', () => {
  it('puts field errors under their fields and the rest in the banner', () => {
    const error = apiErrorFromResponse(400, { email: ['Enter a valid email address.'], consistency_token: ['Required.'], non_field_errors: ['Not allowed.'] });
    expect(placeServerErrors(error, ['email', 'first_name'])).toEqual({
      errors: { email: 'Enter a valid email address.' },
      nonFieldErrors: ['Not allowed.', 'Required.'],
    });
  });

  it('shows the 409 message in the banner', () => {
    const error = apiErrorFromResponse(409, { non_field_errors: ['This record was changed by someone else.'] });
    expect(placeServerErrors(error, ['email'])).toEqual({ errors: {}, nonFieldErrors: ['This record was changed by someone else.'] });
  });

  it('falls back to the error message when the body says nothing', () => {
    expect(placeServerErrors(apiErrorFromResponse(500, undefined), ['email']).nonFieldErrors).toEqual([
      'The server could not handle the request. Please try again later.',
    ]);
  });

  it('keeps the first client-side message per field', () => {
    expect(
      firstMessagePerField([
        { path: ['email'], message: 'A' },
        { path: ['email'], message: 'B' },
        { path: [], message: 'C' },
      ]),
    ).toEqual({ errors: { email: 'A' }, nonFieldErrors: ['C'] });
  });
});
