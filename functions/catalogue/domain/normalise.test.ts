import { describe, expect, it } from 'vitest';
import { matchesAllWords, normalise, searchTokens, searchWords, wordSuffixes, words } from './normalise';

describe('normalise', () => {
  it('folds accents, case and punctuation', () => {
    expect(normalise('  Nitrofurantoïne  ')).toBe('nitrofurantoine');
    expect(normalise("Mariënburg/'s Lands-Hospitaal")).toBe('marienburg s lands hospitaal');
    expect(normalise('ÇA')).toBe('ca');
    expect(normalise('---')).toBe('');
  });

  it('splits words', () => {
    expect(words('Fear of death/dying')).toEqual(['fear', 'of', 'death', 'dying']);
    expect(words('')).toEqual([]);
  });
});

describe('searchTokens', () => {
  it('indexes name words without stop words, and the code whole and in parts', () => {
    expect(searchTokens('Fear of death/dying', 'A25')).toEqual(['fear', 'death', 'dying', 'a25']);
    expect(searchTokens('Insulin', 'DRUG-INS')).toEqual(['insulin', 'drugins', 'drug', 'ins']);
  });

  it('keeps each token once', () => {
    expect(searchTokens('Tinnitus, ringing/buzzing ear ear', 'H03')).toEqual(['tinnitus', 'ringing', 'buzzing', 'ear', 'h03']);
  });
});

describe('search words and matching', () => {
  it('orders the words of a term longest first, without duplicates', () => {
    expect(searchWords('di Diabetes  di')).toEqual(['diabetes', 'di']);
    expect(searchWords(' ')).toEqual([]);
  });

  it('needs every word to begin some token', () => {
    const tokens = searchTokens('Diabetes non-insulin dependent', 'T90');
    expect(matchesAllWords(['diab', 'ins'], tokens)).toBe(true);
    expect(matchesAllWords(['t9'], tokens)).toBe(true);
    expect(matchesAllWords(['diab', 'type'], tokens)).toBe(false);
    expect(matchesAllWords(['abetes'], tokens)).toBe(false);
  });
});

describe('wordSuffixes', () => {
  it('turns "contains" into prefixes of suffixes', () => {
    const suffixes = wordSuffixes('Staatsolie NV');
    expect(suffixes).toContain('olie');
    expect(suffixes).toContain('staatsolie');
    expect(suffixes).toContain('v');
    expect(new Set(suffixes).size).toBe(suffixes.length);
  });
});
