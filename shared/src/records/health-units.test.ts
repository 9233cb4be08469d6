import { describe, expect, it } from 'vitest';
import { bodyMassIndex, toCentimetres, toKilograms, withUnit } from './health-units';

// Height and weight normalised to cm and kg (spec 2 §3, §9), and BMI from them.
describe('toCentimetres and toKilograms', () => {
  it('convert every unit of the form, rounded to 2 and 3 decimals', () => {
    expect(toCentimetres(6, 'ft')).toBe(182.88);
    expect(toCentimetres(70, 'inch')).toBe(177.8);
    expect(toCentimetres(1.8, 'm')).toBe(180);
    expect(toCentimetres(180, 'cm')).toBe(180);
    expect(toKilograms(180, 'lb')).toBe(81.647);
    expect(toKilograms(3250, 'g')).toBe(3.25);
    expect(toKilograms(80.5, 'kg')).toBe(80.5);
  });

  it('keep an empty value empty and a zero a zero', () => {
    expect(toCentimetres(null, 'ft')).toBeNull();
    expect(toCentimetres(undefined, 'm')).toBeNull();
    expect(toKilograms(null, 'lb')).toBeNull();
    expect(toKilograms(0, 'kg')).toBe(0);
  });
});

describe('bodyMassIndex', () => {
  it('is kg/m² to one decimal', () => {
    expect(bodyMassIndex(180, 81)).toBe(25);
    expect(bodyMassIndex(175, 70)).toBe(22.9);
    expect(bodyMassIndex(toCentimetres(6, 'ft'), toKilograms(180, 'lb'))).toBe(24.4);
  });

  it('is null without both, or with a zero height', () => {
    expect(bodyMassIndex(null, 80)).toBeNull();
    expect(bodyMassIndex(180, null)).toBeNull();
    expect(bodyMassIndex(0, 80)).toBeNull();
  });
});

describe('withUnit', () => {
  it('writes the value with its unit, or null', () => {
    expect(withUnit(5.9, 'ft')).toBe('5.9 ft');
    expect(withUnit(0, 'kg')).toBe('0 kg');
    expect(withUnit(null, 'cm')).toBeNull();
  });
});
