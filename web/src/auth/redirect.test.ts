import { describe, expect, it } from 'vitest';
import { isOnLoginPage, loginPath, logoutPath, passwordChangePath, redirectTargetFrom, sanitizeRedirectTarget } from './redirect';

describe('sanitizeRedirectTarget', () => {
  it('keeps a same-origin path with its query', () => {
    expect(sanitizeRedirectTarget('/patients/01J/view?tab=memo')).toBe('/patients/01J/view?tab=memo');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/login'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash URL', '/\\evil.example'],
    ['a relative path', 'patients'],
    ['a hidden tab', '/\t/evil.example'],
    ['the login page', '/login?redirect=/x'],
    ['the logout page', '/logout'],
    ['the password change', '/password-change'],
    ['an empty value', ''],
  ])('refuses %s', (_, raw) => {
    expect(sanitizeRedirectTarget(raw)).toBeUndefined();
  });

  it('does not mistake a path that only starts like /login for it', () => {
    expect(sanitizeRedirectTarget('/login-help')).toBe('/login-help');
  });
});

describe('redirectTargetFrom', () => {
  it('reads and decodes the redirect query', () => {
    expect(redirectTargetFrom('?redirect=%2Fplanning%3Fday%3D1')).toBe('/planning?day=1');
  });

  it('falls back to the start page when the target is missing or unsafe', () => {
    expect(redirectTargetFrom('')).toBe('/');
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
  });
});

describe('loginPath and logoutPath', () => {
  it('carry the path to come back to', () => {
    expect(loginPath('/patients?page=2')).toBe('/login?redirect=%2Fpatients%3Fpage%3D2');
    expect(logoutPath('/reports')).toBe('/logout?redirect=%2Freports');
    expect(passwordChangePath('/patients/new')).toBe('/password-change?redirect=%2Fpatients%2Fnew');
  });

  it('leave out a redirect that would only lead home or back to an auth page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });

  it('round-trip through the login page query', () => {
    const target = '/schedule/01J/vc?x=1&y=2';
    const search = loginPath(target).slice('/login'.length);
    expect(redirectTargetFrom(search)).toBe(target);
  });
});

describe('isOnLoginPage', () => {
  it('recognises /login with or without a trailing slash', () => {
    expect(isOnLoginPage('/login')).toBe(true);
    expect(isOnLoginPage('/login/')).toBe(true);
    expect(isOnLoginPage('/logins')).toBe(false);
  });
});
