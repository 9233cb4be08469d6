import { describe, expect, it } from 'vitest';
import { fullName, roleNames, roleOptions, rolesFromOptions } from './user-rows';

describe('user rows', () => {
  it('writes the full name with the prefix', () => {
    expect(fullName({ prefix: 'Dr.', first_name: 'Anna', last_name: 'de Vries' })).toBe('Dr. Anna de Vries');
    expect(fullName({ prefix: '', first_name: 'Anna', last_name: ' ' })).toBe('Anna');
  });

  it('lists roles in a fixed order and maps multiselect options', () => {
    expect(roleNames(['nurse', 'physician'])).toEqual(['Physician', 'Nurse']);
    expect(roleOptions(['nurse']).map((o) => o.label)).toEqual(['Nurse']);
    expect(rolesFromOptions([{ value: 'nurse' }, { value: 'bogus' }, { value: 'administration' }])).toEqual(['administration', 'nurse']);
  });
});
