import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILLED_VALUES, letterFixture, SECOND_PAGE_TEXT, TABLE_CELLS } from './letter-fixture';
import { renderLetterPdf } from './pdf';

// Checked by content with poppler's pdftotext and drawn with pdftoppm (test/support/check-machine.sh
// installs poppler-utils where it lacks).
const folder = mkdtempSync(join(tmpdir(), 'letter-pdf-'));

async function renderToFile(name: string, input = letterFixture()): Promise<string> {
  const file = join(folder, name);
  writeFileSync(file, await renderLetterPdf(input));
  return file;
}

/** The PDF's text, lines joined (a value may wrap), pages split by form feeds. */
const pdfText = (file: string): string => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[ \n]+/g, ' ');

describe('renderLetterPdf', () => {
  it('keeps the text, the Dutch characters, the letterhead, the table and the signer', async () => {
    const text = pdfText(await renderToFile('letter.pdf'));
    for (const value of FILLED_VALUES) expect(text).toContain(value);
    for (const characters of ['ĳ', 'Ĳ', 'ë', 'é', '€', 'Ł']) expect(text).toContain(characters);
    expect(text).toContain('Huisartsenpraktijk Oost');
    expect(text).toContain('Dorpsstraat 1, 1234 AB Ĳsselstein');
    expect(text).toContain('030-1234567');
    for (const cell of TABLE_CELLS) expect(text).toContain(cell);
    expect(text).toContain('Dr. A. de Vries');
    expect(text).toContain('BIG 19012345601');
  });

  it('starts a new page at the page break and numbers the pages', async () => {
    const text = pdfText(await renderToFile('pages.pdf'));
    const [first, second, ...rest] = text.split('\f');
    expect(rest.join('').trim()).toBe('');
    expect(first).toContain('Page 1 of 2');
    expect(first).not.toContain(SECOND_PAGE_TEXT);
    expect(second).toContain(SECOND_PAGE_TEXT);
    expect(second).toContain('Page 2 of 2');
  });

  it('embeds a TrueType font, not the standard Helvetica', async () => {
    const fonts = execFileSync('pdffonts', [await renderToFile('fonts.pdf')], { encoding: 'utf8' });
    expect(fonts).toContain('Roboto');
    expect(fonts).toContain('TrueType');
    expect(fonts).not.toContain('Helvetica');
  });

  it('draws page 1 as an image', async () => {
    const file = await renderToFile('drawn.pdf');
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '72', '-png', '-singlefile', file, join(folder, 'page-1')]);
    const png = join(folder, 'page-1.png');
    expect(existsSync(png)).toBe(true);
    expect(statSync(png).size).toBeGreaterThan(10_000);
  });

  it('shows a letterhead logo given as data', async () => {
    const input = letterFixture('<p>Kort</p>');
    const logo = `data:image/png;base64,${ONE_PIXEL_PNG}`;
    const file = await renderToFile('logo.pdf', { ...input, letterhead: { ...input.letterhead, logo } });
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })).toMatch(/\bpng|image\b/);
  });

  it('refuses a letterhead logo that is a URL', async () => {
    const input = letterFixture('<p>Kort</p>');
    await expect(renderLetterPdf({ ...input, letterhead: { ...input.letterhead, logo: 'http://127.0.0.1:1/logo.png' } })).rejects.toThrow(/data: URL/);
  });
});

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
