import { describe, expect, it } from 'vitest';
import { importErrorsCsv } from './errors-file';
import { readCsv } from './csv-rows';

describe('the import errors file', () => {
  const file = readCsv(
    'first_name;surname;date_of_birth\nAnna;Kromo;01-01-1990\n"=HYPERLINK(""http://evil.example"";""klik"")";Doe;99-99-1990\n;Nameless;01-01-2000\n',
  );

  it('lists each failed row with its reason and the cells the file had, formulas neutralised', () => {
    const csv = importErrorsCsv(
      [
        { row: 3, reason: 'date_of_birth: Enter a valid date.' },
        { row: 4, reason: 'first_name: This field is required.' },
      ],
      file,
    );
    expect(csv.split('\r\n')).toEqual([
      '"row","reason","first_name","surname","date_of_birth"',
      '3,"date_of_birth: Enter a valid date.","\'=HYPERLINK(""http://evil.example"";""klik"")","Doe","99-99-1990"',
      '4,"first_name: This field is required.","","Nameless","01-01-2000"',
      '',
    ]);
  });

  it('lists errors of the whole file (unreadable, too many rows) without cells', () => {
    expect(importErrorsCsv([{ row: 3, reason: 'The file cannot be read: ...' }], undefined)).toBe('"row","reason"\r\n3,"The file cannot be read: ..."\r\n');
    expect(importErrorsCsv([{ row: 0, reason: '=too many' }], file).split('\r\n')[1]).toBe('0,"\'=too many","","",""');
  });
});
