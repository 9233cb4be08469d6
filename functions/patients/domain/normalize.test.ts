import { describe, expect, it } from 'vitest';
import { fold, foldNumber, nameTokens, parseSearch } from './normalize';

describe('patient search normalisation', () => {
  it('folds accents and case', () => {
    expect(fold('Renée ÇÖKÉR')).toBe('renee coker');
  });
  it('splits names into tokens, keeping joined double names', () => {
    expect(nameTokens('Tjon A Fong', 'Sastro-Dikromo')).toEqual(['a', 'dikromo', 'fong', 'sastro', 'sastrodikromo', 'tjon']);
    expect(nameTokens("D'Agnolo", null, '  ')).toEqual(['agnolo', 'd', 'dagnolo']);
  });
  it('folds numbers without separators', () => {
    expect(foldNumber('SR-12.345 ')).toBe('sr12345');
  });
  it('reads dates, numbers and names from the search box', () => {
    expect(parseSearch('3-7-1984')).toEqual({ kind: 'date', date: '1984-07-03' });
    expect(parseSearch('FB123')).toEqual({ kind: 'number', number: 'fb123', terms: ['fb123'] });
    expect(parseSearch('van dijk2 anna')).toEqual({ kind: 'number', number: 'vandijk2anna', terms: ['anna', 'dijk2', 'van'] });
    expect(parseSearch('kromo ann')).toEqual({ kind: 'name', terms: ['ann', 'kromo'] });
    expect(parseSearch('  ')).toEqual({ kind: 'none' });
  });
});
