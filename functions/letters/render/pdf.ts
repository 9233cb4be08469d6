// A letter as PDF (issue 24), with pdfmake and html-to-pdfmake on jsdom: A4, Roboto embedded (the
// standard Helvetica garbles ĳ and ł), the letterhead at the head of the first page, "Page n of
// m" in the footer, page breaks, tables at their % widths, colours, alignment and line height.
// Import this file only where PDF is rendered: pdfmake and its fonts are some 2 MB.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import htmlToPdfmake from 'html-to-pdfmake';
import pdfmake from 'pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { LETTER_PAGE_BREAK_CLASS } from '@praktijk/shared/letter-markup';
import { letterDom } from './letter-dom';
import { LETTER_FONT, LETTER_FONT_SIZE_POINTS, LETTER_MARGIN_POINTS, type LetterRenderInput, letterheadLogo } from './letter-input';

export type { LetterRenderInput } from './letter-input';

// The fonts come bundled as data (pdfmake's build/vfs_fonts, which bundles with the function);
// pdfmake on Node reads fonts only from files, so they are written once to a private temporary
// folder, and the local access policy allows exactly those files. Nothing is fetched: images are
// inline data only (others removed before rendering).
const ROBOTO_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

const fontFolder = mkdtempSync(join(tmpdir(), 'letter-fonts-'));
const fontPath = (file: string): string => {
  const path = join(fontFolder, file);
  const data = vfs[file];
  if (data === undefined) throw new Error(`pdfmake's fonts lack ${file}`);
  writeFileSync(path, Buffer.from(data, 'base64'));
  return path;
};
const robotoPaths = {
  normal: fontPath(ROBOTO_FILES.normal),
  bold: fontPath(ROBOTO_FILES.bold),
  italics: fontPath(ROBOTO_FILES.italics),
  bolditalics: fontPath(ROBOTO_FILES.bolditalics),
};
const allowedFiles = new Set(Object.values(robotoPaths));
pdfmake.setFonts({ [LETTER_FONT]: robotoPaths });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => allowedFiles.has(path));

export async function renderLetterPdf(input: LetterRenderInput): Promise<Buffer> {
  const document: TDocumentDefinitions = {
    info: { title: input.title },
    pageSize: 'A4',
    pageMargins: [LETTER_MARGIN_POINTS.left, LETTER_MARGIN_POINTS.top, LETTER_MARGIN_POINTS.right, LETTER_MARGIN_POINTS.bottom],
    defaultStyle: { font: LETTER_FONT, fontSize: LETTER_FONT_SIZE_POINTS },
    footer: (currentPage, pageCount) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'center',
      fontSize: 9,
      margin: [0, LETTER_MARGIN_POINTS.bottom / 3, 0, 0],
    }),
    content: [letterhead(input), letterBody(input.html), signer(input)],
  };
  return pdfmake.createPdf(document).getBuffer();
}

function letterBody(html: string): Content {
  const dom = letterDom(html);
  return htmlToPdfmake(dom.window.document.body.innerHTML, {
    window: dom.window,
    tableAutoSize: true,
    customTag: ({ element, ret }) => (element.classList.contains(LETTER_PAGE_BREAK_CLASS) ? { ...ret, pageBreak: 'after' } : ret),
  });
}

/** Practice name and lines at the left, the logo (if any) at the right. */
function letterhead(input: LetterRenderInput): Content {
  const text: Content = {
    stack: [{ text: input.letterhead.practiceName, bold: true, fontSize: 14 }, ...input.letterhead.lines.map((line) => ({ text: line }))],
  };
  const logo = letterheadLogo(input);
  const picture: Column[] = logo === undefined ? [] : [{ image: logo, fit: [150, 60], alignment: 'right' }];
  return {
    columns: [text, ...picture],
    margin: [0, 0, 0, 24],
  };
}

/** The signer's name and identifier (e.g. BIG number) closing the letter. */
function signer(input: LetterRenderInput): Content {
  if (!input.signer) return [];
  const identifier = input.signer.identifier ? [{ text: input.signer.identifier }] : [];
  return { stack: [{ text: input.signer.name }, ...identifier], margin: [0, 24, 0, 0], unbreakable: true };
}
