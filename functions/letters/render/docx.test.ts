import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { renderLetterDocx } from './docx';
import { FILLED_VALUES, letterFixture, SECOND_PAGE_TEXT, TABLE_CELLS } from './letter-fixture';
import { LETTER_TEXT_WIDTH_POINTS } from './letter-input';
import { zipEntry } from './zip-entry-for-tests';

// Read back with mammoth, an independent reader, and in the document's own XML.
const documentXml = (docx: Buffer): string => zipEntry(docx, 'word/document.xml').toString('utf8');
const cellWidths = (xml: string): number[] => [...xml.matchAll(/<w:tcW w:w="(\d+)" w:type="dxa"\/>/g)].map((match) => Number(match[1]));

describe('renderLetterDocx', () => {
  it('keeps the text, the Dutch characters, the letterhead, the table and the signer', async () => {
    const docx = await renderLetterDocx(letterFixture());
    const { value: text } = await mammoth.extractRawText({ buffer: docx });
    const flat = text.replace(/\s+/g, ' ');
    for (const value of FILLED_VALUES) expect(flat).toContain(value);
    for (const characters of ['ĳ', 'Ĳ', 'ë', 'é', '€', 'Ł']) expect(flat).toContain(characters);
    expect(flat).toContain('Huisartsenpraktijk Oost');
    expect(flat).toContain('Dorpsstraat 1, 1234 AB Ĳsselstein');
    expect(flat).toContain(SECOND_PAGE_TEXT);
    expect(flat).toContain('Dr. A. de Vries BIG 19012345601');

    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    for (const cell of TABLE_CELLS) expect(html).toMatch(new RegExp(`<td>(<p>)?${cell}(</p>)?</td>`));
  });

  it('breaks the page where the letter does, on A4 in Roboto', async () => {
    const docx = await renderLetterDocx(letterFixture());
    const xml = documentXml(docx);
    expect(xml).toContain('<w:br w:type="page"/>');
    expect(xml.indexOf('<w:br w:type="page"/>')).toBeLessThan(xml.indexOf('Met vriendelijke groet'));
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(zipEntry(docx, 'word/styles.xml').toString('utf8')).toContain('Roboto');
  });

  it('keeps the table column widths as shares of the A4 text column', async () => {
    const widths = cellWidths(documentXml(await renderLetterDocx(letterFixture())));
    const column = LETTER_TEXT_WIDTH_POINTS * 20;
    // Every row: 25% and 75% of the text column, in twentieths of a point.
    expect(widths).toHaveLength(6);
    for (let row = 0; row < 3; row++) {
      expect(widths[row * 2]).toBeCloseTo(column * 0.25, -1);
      expect(widths[row * 2 + 1]).toBeCloseTo(column * 0.75, -1);
    }
  });

  it('shares a narrower table by its cells % widths', async () => {
    const html =
      '<table style="width: 50%;" border="1"><tbody><tr><td style="width: 40%;">a</td><td style="width: 60%;">b</td></tr>' +
      '<tr><td colspan="2">c</td></tr></tbody></table>';
    const widths = cellWidths(documentXml(await renderLetterDocx(letterFixture(html))));
    const table = LETTER_TEXT_WIDTH_POINTS * 20 * 0.5;
    expect(widths[0]).toBeCloseTo(table * 0.4, -1);
    expect(widths[1]).toBeCloseTo(table * 0.6, -1);
    expect(widths[2]).toBeCloseTo(table, -1);
  });

  it('sizes a table nested in a cell by that cell', async () => {
    const colgroup = (a: number, b: number) => `<colgroup><col style="width: ${a}%"><col style="width: ${b}%"></colgroup>`;
    const inner = `<table style="width: 100%;">${colgroup(50, 50)}<tbody><tr><td>x</td><td>y</td></tr></tbody></table>`;
    const html = `<table style="width: 100%;">${colgroup(40, 60)}<tbody><tr><td>${inner}</td><td>b</td></tr></tbody></table>`;
    const widths = cellWidths(documentXml(await renderLetterDocx(letterFixture(html))));
    const column = LETTER_TEXT_WIDTH_POINTS * 20;
    const near = (share: number) => widths.filter((width) => Math.abs(width - column * share) < 5).length;
    // The outer cells at 40% and 60%; the inner ones at half of the 40% cell each.
    expect([near(0.4), near(0.6), near(0.2)]).toEqual([1, 1, 2]);
  });

  it('puts a letterhead logo given as data beside the practice name', async () => {
    const input = letterFixture('<p>Kort</p>');
    const logo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const docx = await renderLetterDocx({ ...input, letterhead: { ...input.letterhead, logo } });
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toMatch(/<td>.*Huisartsenpraktijk Oost.*<\/td><td>.*<img src="data:image\/png;base64,/);
  });

  it('escapes the letterhead and signer text', async () => {
    const input = letterFixture('<p>Kort</p>');
    const docx = await renderLetterDocx({ ...input, letterhead: { practiceName: 'Praktijk <b>& Co</b>', lines: [] } });
    const { value: text } = await mammoth.extractRawText({ buffer: docx });
    expect(text).toContain('Praktijk <b>& Co</b>');
  });
});
