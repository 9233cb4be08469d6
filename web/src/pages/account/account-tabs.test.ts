import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { accountTabs, isPhysician } from './account-tabs';

const role = (id: 'physician' | 'administration' | 'nurse') =>
  ({ id, name: id, permissions: [], consistency_token: 't' }) satisfies CurrentUser['roles'][number];

describe('account tabs', () => {
  it('shows Consultations to physicians and staff only', () => {
    expect(accountTabs({ roles: [role('physician')], is_staff: false })).toEqual(['general', 'security', 'permissions', 'consultations']);
    expect(accountTabs({ roles: [role('administration')], is_staff: true })).toContain('consultations');
    expect(accountTabs({ roles: [role('nurse')], is_staff: false })).toEqual(['general', 'security', 'permissions']);
  });

  it('shows Letterhead to those who may change letter templates', () => {
    expect(accountTabs({ roles: [role('physician')], is_staff: false }, true)).toContain('letterhead');
    expect(accountTabs({ roles: [role('physician')], is_staff: false }, false)).not.toContain('letterhead');
  });

  it('knows a physician by role', () => {
    expect(isPhysician({ roles: [role('nurse'), role('physician')] })).toBe(true);
    expect(isPhysician({ roles: [] })).toBe(false);
  });
});
