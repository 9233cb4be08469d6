import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, parseErrorBody } from './errors';

describe('parseErrorBody', () => {
  it('splits field errors from non-field errors', () => {
    const body = { email: ['Enter a valid email address.'], first_name: ['Required.', 'Too long.'], non_field_errors: ['Passwords do not match.'] };
    expect(parseErrorBody(body)).toEqual({
      fieldErrors: { email: ['Enter a valid email address.'], first_name: ['Required.', 'Too long.'] },
      nonFieldErrors: ['Passwords do not match.'],
      detail: undefined,
    });
  });

  it('takes a single string as one message and a detail or message as the text', () => {
    expect(parseErrorBody({ email: 'Taken.', detail: 'Not found.' })).toEqual({ fieldErrors: { email: ['Taken.'] }, nonFieldErrors: [], detail: 'Not found.' });
    expect(parseErrorBody({ message: 'Unauthorized' }).detail).toBe('Unauthorized');
  });

  it.each([[undefined], [null], ['plain text'], [['a', 'b']], [{ count: 3, nested: { x: ['y'] } }]])('finds nothing in %j', (body) => {
    expect(parseErrorBody(body)).toMatchObject({ fieldErrors: {}, nonFieldErrors: [] });
  });
});

describe('apiErrorFromResponse', () => {
  it('maps a 400 into typed field errors', () => {
    const error = apiErrorFromResponse(400, { email: ['Enter a valid email address.'], non_field_errors: [] });
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 400, redirected: false, message: 'Some fields are not valid.' });
    expect(error.fieldError('email')).toBe('Enter a valid email address.');
    expect(error.fieldError('password')).toBeUndefined();
  });

  it('uses the first non-field error as the message (the 409 of a stale consistency token)', () => {
    const error = apiErrorFromResponse(409, { non_field_errors: ['This record was changed by someone else.'] });
    expect(error.message).toBe('This record was changed by someone else.');
    expect(error.nonFieldErrors).toEqual(['This record was changed by someone else.']);
  });

  it('never shows a 5xx body as if it were a field error and gives a generic text', () => {
    const error = apiErrorFromResponse(502, undefined);
    expect(error.message).toBe('The server could not handle the request. Please try again later.');
    expect(error.fieldErrors).toEqual({});
  });

  it('falls back to the status for codes without a text', () => {
    expect(apiErrorFromResponse(418, undefined).message).toBe('The request failed (HTTP 418).');
  });
});
