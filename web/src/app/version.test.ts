import { describe, expect, it } from 'vitest';
import { isVersionMismatch } from './version';

describe('isVersionMismatch', () => {
  it('is false for the same version, even with stray spaces', () => {
    expect(isVersionMismatch('0.1.0', '0.1.0')).toBe(false);
    expect(isVersionMismatch(' 0.1.0\n', '0.1.0')).toBe(false);
  });

  it('is true for any other version, older or newer', () => {
    expect(isVersionMismatch('0.2.0', '0.1.0')).toBe(true);
    expect(isVersionMismatch('0.0.9', '0.1.0')).toBe(true);
  });

  it('does not nag when the server reports no version', () => {
    expect(isVersionMismatch('', '0.1.0')).toBe(false);
  });
});
