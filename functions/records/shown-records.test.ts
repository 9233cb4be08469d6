import { describe, expect, it } from 'vitest';
import { average, full, nameOf, refOf, type StoredHealthRecord } from './shown-records';

// What the health records show besides their fields (spec 2 §3 "Display").
const record = (extra: Record<string, unknown>) =>
  ({ id: 'r', patient_id: 'p', created: '2026-01-01T00:00:00.000Z', consistency_token: 't', decursus: null, ...extra }) as StoredHealthRecord;

describe('full', () => {
  it('writes a value with its unit and the words that qualify it', () => {
    expect(full(36.8, '°C', 'Oral')).toBe('36.8 °C (Oral)');
    expect(full(72, 'bpm', 'Normal', null, 'Palpation')).toBe('72 bpm (Normal, Palpation)');
    expect(full(0, '%')).toBe('0 %');
    expect(full(null, 'cm')).toBeNull();
  });
});

describe('average', () => {
  it('is the mean of the readings given, to one decimal, null without any', () => {
    expect(average(120, 130)).toBe(125);
    expect(average(80, 85)).toBe(82.5);
    expect(average(121, 122, 122)).toBe(121.7);
    expect(average(120, null)).toBe(120);
    expect(average(null, null)).toBeNull();
  });
});

describe('nameOf and refOf', () => {
  it('give the stored name of the chosen item, its id when the name was not kept, null when none was chosen', () => {
    const r = record({ type_id: 'A+', other_id: 'X', empty_id: null, names: { type_id: 'A Rh-positive' } });
    expect(nameOf(r, 'type_id')).toBe('A Rh-positive');
    expect(refOf(r, 'type_id')).toEqual({ id: 'A+', name: 'A Rh-positive' });
    expect(refOf(r, 'other_id')).toEqual({ id: 'X', name: 'X' });
    expect(refOf(r, 'empty_id')).toBeNull();
    expect(nameOf(record({}), 'type_id')).toBeNull();
  });
});
