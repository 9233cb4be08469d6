import { describe, expect, it } from 'vitest';
import { csvEntries, CsvFileError, CsvStreamRefused, readCsv } from './csv-rows';

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

describe('reading the import file as a stream', () => {
  const entries = async (text: string) => {
    const out: unknown[] = [];
    for await (const entry of csvEntries(Buffer.from(text, 'utf8'))) out.push(entry);
    return out;
  };

  it('gives the rows and unreadable rows in file order, numbered as readCsv numbers them', async () => {
    const text = 'first_name,surname\nA,B\nC"x",D\n\nE,F\nG"y",H\nI,J\n';
    const file = readCsv(text);
    expect(await entries(text)).toEqual([
      { row: 2, cells: { first_name: 'A', surname: 'B' } },
      { row: 3, unreadable: file.unreadable[0]!.reason },
      { row: 4, cells: { first_name: 'E', surname: 'F' } },
      { row: 5, unreadable: file.unreadable[1]!.reason },
      { row: 6, cells: { first_name: 'I', surname: 'J' } },
    ]);
    expect(file.rowNumbers).toEqual([2, 4, 6]);
  });

  it('reads a large file in pieces with the same numbering', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `Name${i};Sur;01-01-1990`);
    const text = '\uFEFFfirst_name;surname;date_of_birth\r\n' + rows.join('\r\n');
    const read = await entries(text);
    expect(read).toHaveLength(20_000);
    expect(read[19_999]).toEqual({ row: 20_001, cells: { first_name: 'Name19999', surname: 'Sur', date_of_birth: '01-01-1990' } });
  });

  it('is refused where readCsv refuses the whole file', async () => {
    await expect(entries('first_name,surname\nA,B\n"C,D\nE,F\n')).rejects.toBeInstanceOf(CsvStreamRefused);
    await expect(entries('first_name,surname\n"A"x,B\n')).rejects.toBeInstanceOf(CsvStreamRefused);
  });

  it('reads a stream as it arrives: the first rows come before the rest of the file is sent, in pieces of any size', async () => {
    const text = 'first_name;surname\nÅse;Bø\n' + Array.from({ length: 3_000 }, (_, i) => `N${i};S`).join('\n');
    const bytes = Buffer.from(text, 'utf8');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sentAll = false;
    async function* download(): AsyncGenerator<Uint8Array> {
      // 7-byte pieces split the multi-byte letters; past the separator probe (4 KB) the rest waits until the first row is read.
      for (let at = 0; at < 4_907; at += 7) yield bytes.subarray(at, at + 7);
      await held;
      for (let at = 4_907; at < bytes.length; at += 7) yield bytes.subarray(at, at + 7);
      sentAll = true;
    }
    const read: unknown[] = [];
    for await (const entry of csvEntries(download())) {
      if (read.length === 0) {
        expect(sentAll).toBe(false);
        release();
      }
      read.push(entry);
    }
    expect(read).toEqual(await entries(text));
    expect(read[0]).toEqual({ row: 2, cells: { first_name: 'Åse', surname: 'Bø' } });
    expect(read).toHaveLength(3_001);
  });

  it('stops reading the stream when its reader stops early (a paused or cleared import)', async () => {
    let pieces = 0;
    let closed = false;
    async function* download(): AsyncGenerator<Uint8Array> {
      try {
        yield Buffer.from('first_name;surname\n');
        for (;;) {
          pieces += 1;
          yield Buffer.from('A;B\n'.repeat(100));
        }
      } finally {
        closed = true;
      }
    }
    for await (const entry of csvEntries(download())) if (entry.row >= 10) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
    expect(pieces).toBeLessThan(1_000);
  });
});
