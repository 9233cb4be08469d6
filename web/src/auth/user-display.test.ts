import { describe, expect, it } from 'vitest';
import { currentUserFixture } from '@/api/client.fixtures';
import { displayName, roleLabels } from './user-display';

const role = (id: 'physician' | 'administration' | 'nurse') => ({ id, name: id, permissions: [], consistency_token: 't' });

describe('displayName', () => {
  it('prefers the full name, then prefix, first and last name, then the email', () => {
    expect(displayName({ ...currentUserFixture, name: 'Dr. Anna de Vries' })).toBe('Dr. Anna de Vries');
    expect(displayName({ ...currentUserFixture, name: ' ' })).toBe('Dr. Anna de Vries');
    expect(displayName({ ...currentUserFixture, name: ' ', prefix: '' })).toBe('Anna de Vries');
    expect(displayName({ ...currentUserFixture, name: '', prefix: '', first_name: '', last_name: '' })).toBe('physician@demo.test');
  });
});

describe('roleLabels', () => {
  it('shows the labels of the roles', () => {
    expect(roleLabels({ roles: [role('administration'), role('nurse')], is_staff: false })).toEqual(['Administration', 'Nurse']);
  });

  it("adds 'Staff' for staff users, also when they have no role", () => {
    expect(roleLabels({ roles: [role('physician')], is_staff: true })).toEqual(['Physician', 'Staff']);
    expect(roleLabels({ roles: [], is_staff: true })).toEqual(['Staff']);
  });
});
