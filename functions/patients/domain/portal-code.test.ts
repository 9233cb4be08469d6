import { describe, expect, it } from 'vitest';
import { portalCode } from './portal-code';

describe('portal codes', () => {
  it('are stable for an ID number, whatever its separators and case', () => {
    expect(portalCode('s', 'FB-123456')).toBe(portalCode('s', 'fb123456'));
    expect(portalCode('s', 'FB-123456')).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });
  it('differ between practices and between ID numbers', () => {
    expect(portalCode('a', 'FB123456')).not.toBe(portalCode('b', 'FB123456'));
    expect(portalCode('a', 'FB123456')).not.toBe(portalCode('a', 'FB123457'));
  });
});
