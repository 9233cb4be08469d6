import { describe, expect, it } from 'vitest';
import { knownTotal, logTypeWord, logValue } from './log-format';

describe('log format', () => {
  it('names the log types', () => {
    expect(['+', '~', '-'].map(logTypeWord)).toEqual(['created', 'changed', 'deleted']);
  });
  it('shows values as text, nothing as empty', () => {
    expect(logValue(null)).toBe('');
    expect(logValue(true)).toBe('true');
    expect(logValue(['+5978123456', '+5977123456'])).toBe('+5978123456, +5977123456');
    expect(logValue({ a: 1 })).toBe('{"a":1}');
  });
  it('counts the rows seen so far', () => {
    expect(knownTotal(1, 10, 4)).toBe(14);
  });
});
