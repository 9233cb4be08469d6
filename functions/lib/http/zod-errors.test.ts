import { describe, expect, it } from 'vitest';
import { isoDate } from '@praktijk/shared/schemas/fields';
import * as z from 'zod';
import { zodIssuesToFields } from './zod-errors';

describe('zodIssuesToFields', () => {
  it('keys messages by field path, form-level issues under non_field_errors', () => {
    const phones = z.object({ phones: z.array(z.string().min(2, 'Too short.')) });
    expect(zodIssuesToFields(phones.safeParse({ phones: ['1', '22', '3'] }).error!.issues)).toEqual({ 'phones.0': ['Too short.'], 'phones.2': ['Too short.'] });
    const form = phones.refine(() => false, 'Whole form.');
    expect(zodIssuesToFields(form.safeParse({ phones: [] }).error!.issues)).toEqual({ non_field_errors: ['Whole form.'] });
  });

  it('lists a message once per field even when two rules give it (an impossible date)', () => {
    const result = z.object({ date_of_birth: isoDate }).safeParse({ date_of_birth: '31-02-2020' });
    expect(result.error!.issues.filter((i) => i.message === 'Enter a valid date.')).toHaveLength(2);
    expect(zodIssuesToFields(result.error!.issues)).toEqual({ date_of_birth: ['Enter a valid date.'] });
  });

  it('keeps different messages of one field in order', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'Too short.')
        .regex(/^[a-z]+$/, 'Letters only.'),
    });
    expect(zodIssuesToFields(schema.safeParse({ name: '1' }).error!.issues)).toEqual({ name: ['Too short.', 'Letters only.'] });
  });
});
