import { describe, expect, it } from 'vitest';
import { CsvFileError, readCsv } from './csv-rows';

const failure = (text: string) => {
  try {
    readCsv(text);
  } catch (error) {
    return error instanceof CsvFileError ? { line: error.line, message: error.message } : error;
  }
  throw new Error('the file was read');
};

describe('reading the import file', () => {
  it('answers the columns as the header names them, and the rows', () => {
    expect(readCsv('First_Name; Surname\nA;B\n\nC\n')).toEqual({
      columns: ['first_name', 'surname'],
      rows: [{ first_name: 'A', surname: 'B' }, { first_name: 'C' }],
      rowNumbers: [2, 3],
      unreadable: [],
    });
  });

  it('names the line where a quoted value that is never closed begins', () => {
    expect(failure('first_name,surname\nA,B\n"C,D\nE,F\n')).toEqual({
      line: 3,
      message: 'The file cannot be read: the quoted value that begins on line 3 is never closed (a " without its closing ").',
    });
    expect(failure('first_name,surname\r\nA,"B\r\nB"\r\n\r\nC,D\r\nE,"F\r\n')).toMatchObject({ line: 6 });
    expect(failure('\uFEFFfirst_name;surname\nÄnne;"Ürü\nx"\nC;"D\n')).toMatchObject({ line: 4 });
    expect(failure('"first_name,surname\nA,B\n')).toMatchObject({ line: 1 });
    expect(failure('first_name,surname\n"A,B\n')).toMatchObject({ line: 2 });
  });

  it('fails only the row of a stray quote when the rest of the file can be read (issue 21 §8)', () => {
    expect(readCsv('first_name,surname\nA,B\nC"x",D\n\nE,F\n')).toEqual({
      columns: ['first_name', 'surname'],
      rows: [
        { first_name: 'A', surname: 'B' },
        { first_name: 'E', surname: 'F' },
      ],
      rowNumbers: [2, 4],
      unreadable: [
        {
          row: 3,
          reason: 'This row cannot be read: line 3 has a " inside a value that does not begin with one (quote the whole value and write a " inside it as "").',
        },
      ],
    });
  });

  it('refuses the file when a quote leaves the rest in doubt', () => {
    expect(failure('first_name,surname\n"A"x,B\n')).toEqual({
      line: 2,
      message: 'The file cannot be read: on line 2 a quoted value is followed by other text before the next separator.',
    });
  });
});
