import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvText, neutraliseFormula } from './csv-writer';

describe('CSV output (OWASP CSV injection)', () => {
  it('prefixes a value a spreadsheet would run as a formula with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(neutraliseFormula('=HYPERLINK("http://evil.example","klik")')).toBe('\'=HYPERLINK("http://evil.example","klik")');
  });

  it('leaves other text alone, formula characters inside a value included', () => {
    for (const text of ['Anna', 'Kromo-Adhin', 'a=b', '1+1', 'x@y.sr', '', ' =1']) expect(neutraliseFormula(text)).toBe(text);
  });

  it('quotes every text cell and doubles its quotes; numbers stay numbers', () => {
    expect(csvCell('Pinas, Gerda "Ger"')).toBe('"Pinas, Gerda ""Ger"""');
    expect(csvCell('-5')).toBe('"\'-5"');
    expect(csvCell('=1+2";=3')).toBe('"\'=1+2"";=3"');
    expect(csvCell(4)).toBe('4');
    expect(csvCell(null)).toBe('""');
    expect(() => csvCell(Number.NaN)).toThrow();
  });

  it('writes CRLF lines that read back as the neutralised values', () => {
    const text = csvText([
      ['row', 'reason', 'first_name'],
      [4, 'first_name: This field is required.', '=HYPERLINK("x")'],
      [5, 'a\nb', '@x'],
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[1]).toBe('4,"first_name: This field is required.","\'=HYPERLINK(""x"")"');
    expect(parse(text)).toEqual([
      ['row', 'reason', 'first_name'],
      ['4', 'first_name: This field is required.', '\'=HYPERLINK("x")'],
      ['5', 'a\nb', "'@x"],
    ]);
  });
});
