import { describe, expect, it } from 'vitest';
import { labelWithUnit, readingText } from './reading-text';

describe('readingText', () => {
  it('turns commas into dots and keeps every digit, so the rule can speak', () => {
    expect(readingText('37,555')).toBe('37.555');
    expect(readingText(' 120 ')).toBe('120');
    expect(readingText('7a2')).toBe('72');
    expect(readingText('80.5')).toBe('80.5');
  });
});

describe('labelWithUnit', () => {
  it('adds the unit in brackets, inside those the label has', () => {
    expect(labelWithUnit('Temperature', '°C')).toBe('Temperature (°C)');
    expect(labelWithUnit('BP systolic (second reading)', 'mm Hg')).toBe('BP systolic (second reading, mm Hg)');
    expect(labelWithUnit('Height', undefined)).toBe('Height');
  });
});
