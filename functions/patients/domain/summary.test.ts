import { describe, expect, it } from 'vitest';
import { ageOn, nameWithEmployer } from './summary';

describe('patient display fields', () => {
  it('counts age in whole years, the day before and on the birthday', () => {
    expect(ageOn('1984-07-03', null, new Date('2026-07-02T12:00:00Z'))).toBe(41);
    expect(ageOn('1984-07-03', null, new Date('2026-07-03T12:00:00Z'))).toBe(42);
  });
  it("uses Paramaribo's date, not UTC's, around midnight", () => {
    // 02:00 UTC on 3 July is still 2 July (23:00) in Paramaribo.
    expect(ageOn('1984-07-03', null, new Date('2026-07-03T02:00:00Z'))).toBe(41);
  });
  it('stops counting at the date of death', () => {
    expect(ageOn('1950-01-01', '2020-06-30', new Date('2026-01-01T12:00:00Z'))).toBe(70);
  });
  it('shows the employer after the name', () => {
    expect(nameWithEmployer({ first_name: 'Anna', surname: 'Kromo', employer: 'Staatsolie' })).toBe('Anna Kromo (Staatsolie)');
    expect(nameWithEmployer({ first_name: 'Anna', surname: 'Kromo', employer: '' })).toBe('Anna Kromo');
  });
});
