import { codename, DEFAULT_ROLE_PERMISSIONS, type PermissionModel } from '@praktijk/shared/permissions';
import { type Role } from '@praktijk/shared/roles';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { decursusLine, episodeLine, maySeeSection, modelOfSection, PMH_SECTION_KEYS, sectionItems } from './pmh-sections';

function user(role: Role, extra: { is_staff?: boolean; permissions?: string[] } = {}): CurrentUser {
  const permissions = extra.permissions ?? [...DEFAULT_ROLE_PERMISSIONS[role]];
  return {
    id: 'u',
    username: 'u@example.test',
    name: 'U',
    first_name: 'U',
    last_name: '',
    prefix: '',
    email: 'u@example.test',
    identifier: '',
    date_joined: '2026-01-01',
    is_staff: extra.is_staff ?? false,
    is_active: true,
    roles: [{ id: role, name: role, consistency_token: 'r', permissions: permissions.map((c) => ({ id: c, name: c, codename: c, model: '', action: '' })) }],
    force_password_change: false,
    practice: { id: 't', name: 'T' },
    consistency_token: 'x',
  };
}

describe('PMH sections (spec 3 §6)', () => {
  it('are shown to physicians whatever their permissions', () => {
    const physician = user('physician', { permissions: [] });
    expect(PMH_SECTION_KEYS.every((key) => maySeeSection(physician, key))).toBe(true);
  });

  it('are shown to others by can_view on the key, disabilities through the disability model', () => {
    const nurse = user('nurse', { permissions: [codename('view', 'history'), codename('view', 'disability')] });
    expect(PMH_SECTION_KEYS.filter((key) => maySeeSection(nurse, key))).toEqual(['history', 'disabilities']);
    expect(maySeeSection(user('administration', { permissions: [] }), 'history')).toBe(false);
    expect(maySeeSection(user('administration', { permissions: [], is_staff: true }), 'history')).toBe(true);
    expect(maySeeSection(undefined, 'history')).toBe(false);
  });

  it('name a permission model for every key', () => {
    const models: PermissionModel[] = PMH_SECTION_KEYS.map(modelOfSection);
    expect(models).toContain('disability');
    expect(models).not.toContain('disabilities');
  });

  it('list at most three items', () => {
    expect(sectionItems(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
  });
});

describe('PMH episode and decursus lines', () => {
  it('name an episode with its ICPC code when it has one', () => {
    expect(episodeLine({ name: 'Hypertensie', icpc: { code: 'K86' } })).toBe('Hypertensie (K86)');
    expect(episodeLine({ name: 'Moe', icpc: null })).toBe('Moe');
  });

  it("show a note's date and its evaluation's first line, else the subjective's, else n/a", () => {
    const note = { date: '2026-01-05', evaluation: '\nBronchitis\nviraal', subjective: 'Hoest' };
    expect(decursusLine(note)).toBe('05-01-2026 Bronchitis');
    expect(decursusLine({ ...note, evaluation: '  ' })).toBe('05-01-2026 Hoest');
    expect(decursusLine({ ...note, evaluation: '', subjective: '' })).toBe('05-01-2026 n/a');
  });
});
