import { describe, expect, it } from 'vitest';
import { profileFormSchema, profileValues } from './profile-values';

describe('profile form values', () => {
  it('takes the editable fields of the user', () => {
    expect(profileValues({ prefix: 'Dr.', first_name: 'Anna', last_name: 'de Vries', email: 'anna@praktijk.sr', identifier: 'BIG-1' })).toEqual({
      prefix: 'Dr.',
      first_name: 'Anna',
      last_name: 'de Vries',
      email: 'anna@praktijk.sr',
      identifier: 'BIG-1',
    });
  });

  it('checks the e-mail address and required names before sending', () => {
    const result = profileFormSchema.safeParse({ prefix: '', first_name: '', last_name: 'X', email: 'not-an-email', identifier: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['first_name', 'This field is required.'],
        ['email', 'Enter a valid email address.'],
      ]),
    );
    expect(profileFormSchema.safeParse({ prefix: '', first_name: 'A', last_name: 'B', email: 'a@b.sr', identifier: '' }).success).toBe(true);
  });
});
