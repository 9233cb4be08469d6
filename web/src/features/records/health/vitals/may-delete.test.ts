import { describe, expect, it } from 'vitest';
import { mayDelete } from './may-delete';

const grants =
  (...codes: string[]) =>
  (action: string, model: string) =>
    codes.includes(`${action}_${model}`);

describe('mayDelete', () => {
  it('lets a user with delete remove any record', () => {
    expect(mayDelete(grants('delete_vitals'), 'u1', 'vitals', { created_by: 'u2' })).toBe(true);
  });

  it('lets an author with add remove only their own', () => {
    expect(mayDelete(grants('add_vitals'), 'u1', 'vitals', { created_by: 'u1' })).toBe(true);
    expect(mayDelete(grants('add_vitals'), 'u1', 'vitals', { created_by: 'u2' })).toBe(false);
    expect(mayDelete(grants('add_vitals'), 'u1', 'vitals', {})).toBe(false);
    expect(mayDelete(grants('view_vitals'), 'u1', 'vitals', { created_by: 'u1' })).toBe(false);
  });
});
