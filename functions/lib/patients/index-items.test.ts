import { describe, expect, it } from 'vitest';
import { indexChanges, indexItems, namePrefixes, NAME_PREFIX_MAX, prefixCountChanges, searchNumbers, sortName } from './index-items';
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

describe('index changes', () => {
  it('counts a prefix once per patient and moves counts on a rename', () => {
    expect(prefixCountChanges(undefined, patient('Ab', 'Abauna')).get('ab')).toBe(1);
    const changes = prefixCountChanges(patient('Ravi', 'Ramdin'), patient('Ravi', 'Ramsaran'));
    expect(Object.fromEntries(changes)).toEqual({ ramd: -1, ramdi: -1, ramdin: -1, rams: 1, ramsa: 1, ramsar: 1, ramsara: 1, ramsaran: 1 });
  });
  it('leaves the name items alone when only other fields change', () => {
    const before = patient('Ravi', 'Ramdin');
    const { deletes, puts } = indexChanges('t', before, { ...before, date_of_birth: '1981-02-02' });
    expect(puts.every((i) => 'patient' in i)).toBe(true);
    expect(deletes).toEqual([{ PK: 'T#t#PDOB#1980-01-01', SK: before.id }]);
  });
  it('keeps a rename of long names within one transaction (100 items, with the record, its audit entry and counters)', () => {
    const before = patient('Mei Ling', 'Tjon A Fong', { id_number: 'FB-771234' });
    const after = patient('Jacqueline', 'Sastro-Dikromo', { id: before.id, id_number: 'FB-771234' });
    const { deletes, puts } = indexChanges('t', before, after);
    expect(deletes.length + puts.length + prefixCountChanges(before, after).size + 2).toBeLessThanOrEqual(100);
    expect(indexItems('t', after).length + prefixCountChanges(undefined, after).size + 3).toBeLessThanOrEqual(100);
  });
});
