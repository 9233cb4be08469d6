import { describe, expect, it } from 'vitest';
import { keys } from '../../lib/data/keys';
import {
  indexChanges,
  indexedNameKeys,
  indexedPrefixes,
  indexItems,
  NAME_ITEMS_MAX,
  namePrefixes,
  NAME_PREFIX_MAX,
  namePrefixPatientId,
  pairKey,
  searchNumbers,
  sortName,
  termStart,
} from './index-items';
import { type StoredPatient } from './summary';

const patient = (first_name: string, surname: string, extra: Partial<StoredPatient> = {}): StoredPatient =>
  ({
    id: `01J${first_name.length}${surname.length}`,
    first_name,
    surname,
    internal_number: '000202',
    id_number: '',
    date_of_birth: '1980-01-01',
    ...extra,
  }) as StoredPatient;

// Sorting strings by code unit is what DynamoDB does with sort keys.
const byCodeUnit = (names: [string, string][]) =>
  names
    .map(([first, surname]) => ({ name: `${first} ${surname}`, key: sortName(patient(first, surname)) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((n) => n.name);

describe('the patient sort key', () => {
  it('orders by surname as written, then first name, accents and case ignored', () => {
    expect(
      byCodeUnit([
        ['André', 'Chin A Lin'],
        ['Zora', 'chin'],
        ['Bea', 'Chin'],
        ['Carl', 'Chinwah'],
        ['Xenia', 'Abauna'],
        ['Émile', 'Ëckhart'],
        ['anna', 'Eck'],
        ['Anna Maria', 'Eck'],
      ]),
    ).toEqual(['Xenia Abauna', 'Bea Chin', 'Zora chin', 'André Chin A Lin', 'Carl Chinwah', 'anna Eck', 'Anna Maria Eck', 'Émile Ëckhart']);
  });
});

describe('name prefixes and numbers', () => {
  it('keeps each distinct prefix once, up to the longest kept', () => {
    expect(namePrefixes(['anna', 'ab'])).toEqual(['a', 'ab', 'an', 'ann', 'anna']);
    expect(namePrefixes(['sastrodikromotjin']).at(-1)).toBe('sastrodikromotjin'.slice(0, NAME_PREFIX_MAX));
  });
  it('finds numbers with and without leading zeros', () => {
    expect(searchNumbers({ internal_number: '000202', id_number: 'FB-0012' })).toEqual(['000202', 'fb0012', '202']);
    expect(searchNumbers({ internal_number: '000000', id_number: '' })).toEqual(['000000', '0']);
  });
});

const LONG_REAL = ['Maria de los Angeles', 'Fernandez-Ramdin van der Berg Soekhoe'] as const;
const PATHOLOGICAL = Array.from({ length: 15 }, (_, i) => String.fromCharCode(97 + i).repeat(2) + 'bcdefghijklmn').join(' ');
/** Record, practice counter and audit entry beside a create's index items; record and audit entry beside an update's. */
const CREATE_FIXED = 3;
const UPDATE_FIXED = 2;

describe('name pairs', () => {
  it("keys a pair by both tokens' first letters and first three letters, in either order", () => {
    const { pairs, whole } = indexedNameKeys(patient('Pieter', 'Jansen'));
    expect(whole).toBe(true);
    expect(pairs).toEqual(['jan|p', 'jan|pie', 'j|p', 'j|pie']);
    expect(pairKey('pie', 'jan')).toBe('jan|pie');
  });
  it('finds the pair a search looks up from its terms: three letters, or the first of a shorter term', () => {
    expect(pairKey(termStart('jans'), termStart('p'))).toBe('jan|p');
    expect(pairKey(termStart('pi'), termStart('jansen'))).toBe('jan|p');
    expect(termStart('de')).toBe('d');
    const { pairs } = indexedNameKeys(patient('Pieter', 'Jansen'));
    for (const terms of [
      ['jans', 'p'],
      ['pi', 'jansen'],
      ['piet', 'jan'],
      ['j', 'p'],
    ])
      expect(pairs).toContain(pairKey(termStart(terms[0]!), termStart(terms[1]!)));
  });
  it('pairs short tokens by their letters only, and writes a usual Dutch name whole', () => {
    const { pairs, whole } = indexedNameKeys(patient('Anna Maria', 'van der Berg'));
    expect(whole).toBe(true);
    expect(pairs).toContain('ber|van');
    expect(pairs).toContain('a|der');
    expect(indexedNameKeys(patient('Li', 'de Wit')).pairs).toEqual(['d|l', 'd|w', 'd|wit', 'l|w', 'l|wit']);
  });
  it('writes the pair items beside the prefix items, tiny, each with every token', () => {
    const items = indexItems('t', patient('Pieter', 'Jansen'));
    const pair = items.find((i) => i.PK === keys.patientNamePairPk('t', 'jan|pie'))!;
    expect(Object.keys(pair).sort()).toEqual(['PK', 'SK', 'tokens']);
    expect(pair.tokens).toEqual(['jansen', 'pieter']);
  });
});

describe('index changes', () => {
  it('leaves the name items alone when only other fields change', () => {
    const before = patient('Ravi', 'Ramdin');
    const { deletes, puts, namePuts } = indexChanges('t', before, { ...before, date_of_birth: '1981-02-02' });
    expect(puts.every((i) => 'patient' in i)).toBe(true);
    expect(namePuts).toEqual([]);
    expect(deletes).toEqual([{ PK: 'T#t#PDOB#1980-01-01', SK: before.id }]);
  });
  it('keeps name items tiny: keys and tokens, the patient found from the sort key', () => {
    const p = patient('Ravi', 'Ramdin');
    const item = indexItems('t', p).find((i) => i.PK === keys.patientNamePrefixPk('t', 'ra'))!;
    expect(Object.keys(item).sort()).toEqual(['PK', 'SK', 'tokens']);
    expect(namePrefixPatientId(item)).toBe(p.id);
  });
  it('indexes every prefix of a ten-word real name in one create (some pairs, the rest through the partial-name item), renamed within two transactions', () => {
    const before = patient(LONG_REAL[0], LONG_REAL[1], { id_number: 'FB-771234' });
    expect(indexedPrefixes(before).whole).toBe(true);
    const keysOf = indexedNameKeys(before);
    expect(keysOf.prefixes).toEqual(indexedPrefixes(before).prefixes);
    expect(keysOf.whole).toBe(false);
    expect(keysOf.pairs).toContain(pairKey('fer', 'ram'));
    const created = indexItems('t', before);
    expect(created.filter((i) => i.PK === keys.patientNamePartialPk('t'))).toHaveLength(1);
    expect(created.length + CREATE_FIXED).toBeLessThanOrEqual(100);
    const after = patient('Maria de las Mercedes', 'Hernandez-Ramsaran van den Bergh Soekhai', { id: before.id, id_number: 'FB-771234' });
    const { deletes, puts, namePuts } = indexChanges('t', before, after);
    const first = UPDATE_FIXED + deletes.length + puts.length;
    expect(first).toBeLessThan(100);
    // What does not fit in the first goes in the second, with its condition and the partial-name item's delete.
    expect(namePuts.length - (100 - first - 1) + 2).toBeLessThanOrEqual(100);
  });
  it('saves a pathological name: the first tokens that fit, the partial-name item with every token, never more than a transaction holds', () => {
    const p = patient('Ab', PATHOLOGICAL);
    const { prefixes, whole } = indexedPrefixes(p);
    expect(whole).toBe(false);
    expect(prefixes.length).toBeLessThan(NAME_ITEMS_MAX);
    expect(prefixes).toContain('aabcdefghi');
    expect(prefixes).not.toContain('oobcdefghi');
    const items = indexItems('t', p);
    const partial = items.find((i) => i.PK === keys.patientNamePartialPk('t'))!;
    expect(partial.tokens).toContain('oobcdefghijklmn');
    expect(items.length + CREATE_FIXED).toBeLessThanOrEqual(100);
    // Renamed from one pathological name to another: the old items go, the new are written in at most two.
    const after = patient('Cd', PATHOLOGICAL.toUpperCase().replace(/B/g, 'X'), { id: p.id });
    const { deletes, puts, namePuts } = indexChanges('t', p, after);
    expect(UPDATE_FIXED + deletes.length + puts.length + 1).toBeLessThan(100);
    expect(namePuts.length).toBeLessThanOrEqual(NAME_ITEMS_MAX);
  });
});
