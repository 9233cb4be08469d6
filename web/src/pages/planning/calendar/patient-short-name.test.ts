import { describe, expect, it } from 'vitest';
import { calendarPatientName, shortNameOf } from './patient-short-name';

describe('calendarPatientName', () => {
  it('puts the surname first and the first name as its initial', () => {
    expect(calendarPatientName('Soekirman Sastrodikromo')).toBe('Sastrodikromo, S.');
    expect(calendarPatientName('Marlène Wijngaarde')).toBe('Wijngaarde, M.');
  });

  it('keeps a surname with its particle whole, in the case it was written', () => {
    expect(calendarPatientName('Desi Van Ommeren')).toBe('Van Ommeren, D.');
    expect(calendarPatientName('Rosa van der Berg')).toBe('van der Berg, R.');
    expect(calendarPatientName('Paulo Dos Santos')).toBe('Dos Santos, P.');
  });

  it("joins a Chinese-Surinamese surname around its 'A', after a double first name", () => {
    expect(calendarPatientName('Mei Ling Tjon A Fong')).toBe('Tjon A Fong, M.L.');
    expect(calendarPatientName('Wei Chin A Lin')).toBe('Chin A Lin, W.');
    expect(calendarPatientName('Xiu Tjin-A-Djie')).toBe('Tjin-A-Djie, X.');
  });

  it('keeps every word after the first when the split is not known, and initials for hyphenated first names', () => {
    expect(calendarPatientName('Desi Lo Fo Sang')).toBe('Lo Fo Sang, D.');
    expect(calendarPatientName('anna-maria kromodimedjo')).toBe('kromodimedjo, A.M.');
  });

  it('shows a single word or nothing as it is', () => {
    expect(calendarPatientName('Sumter')).toBe('Sumter');
    expect(calendarPatientName('  ')).toBe('');
  });
});

describe('shortNameOf', () => {
  it("takes the server's surname-first name, which knows where a double first name ends", () => {
    // Read from the display name alone, 'Anna Maria Kromodimedjo' would keep 'Maria' with the surname.
    expect(shortNameOf({ patient_name: 'Anna Maria Kromodimedjo', patient_short_name: 'Kromodimedjo, A.M.' })).toBe('Kromodimedjo, A.M.');
    expect(shortNameOf({ patient_name: 'Anna Maria Kromodimedjo' })).toBe('Maria Kromodimedjo, A.');
  });
});
