import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows';
import { rowToPatient } from './row-to-patient';

describe('patient import rows', () => {
  it('reads comma and semicolon files with a BOM, and Dutch dates and lists', () => {
    const rows = csvRows('\uFEFFfirst_name;surname;date_of_birth;biological_gender_id;phone_mobile;twin\nanna;kromo;3-7-1984;F;8123456|7123456;ja\n');
    const result = rowToPatient(rows[0]!);
    expect(result).toEqual({
      ok: true,
      patient: expect.objectContaining({ first_name: 'Anna', surname: 'Kromo', date_of_birth: '1984-07-03', phone_mobile: ['8123456', '7123456'], twin: true }),
    });
    expect(csvRows('first_name,surname\nA,B\n')).toEqual([{ first_name: 'A', surname: 'B' }]);
  });
  it('explains what is wrong with a row, field by field', () => {
    const result = rowToPatient({ first_name: '', surname: 'X', date_of_birth: '32-13-2000', biological_gender_id: 'F', email: 'nope' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe('First name: This field is required.; Date of birth: Enter a valid date.; Email: Enter a valid email address.');
  });
  it('names fields by their labels, a mobile number by its place, and gives a field one message (issue 21 §8)', () => {
    const row = { first_name: 'A', surname: 'B', date_of_birth: '99-99-9999', biological_gender_id: 'F', phone_mobile: '8123456|12' };
    const result = rowToPatient(row);
    expect(!result.ok && result.reason).toBe('Date of birth: Enter a valid date.; Mobile phone 2: Enter 6 to 8 digits.');
  });
  it('refuses a name that starts like a spreadsheet formula', () => {
    const result = rowToPatient({
      first_name: 'A',
      surname: '=HYPERLINK("http://evil.example";"klik")',
      date_of_birth: '01-01-1990',
      biological_gender_id: 'F',
    });
    expect(!result.ok && result.reason).toBe('Surname: A name cannot start with =, +, - or @.');
  });
  it('never lets a file set the internal number or the test flag', () => {
    const result = rowToPatient({
      first_name: 'A',
      surname: 'B',
      date_of_birth: '01-01-2000',
      biological_gender_id: 'M',
      internal_number: '000001',
      testpatient: 'ja',
    });
    expect(result.ok && result.patient.testpatient).toBe(false);
    expect(result.ok && 'internal_number' in result.patient).toBe(false);
  });
});
