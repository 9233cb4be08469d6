// A letter as a Word document (issue 24), with @turbodocx/html-to-docx: A4, Roboto, the
// letterhead on the first page, page breaks, tables at their widths, page numbers in the footer.
// Import this file only where Word is rendered: the library is some 1.9 MB.
import HTMLtoDOCX from '@turbodocx/html-to-docx';
import { LETTER_PAGE_BREAK_CLASS } from '@praktijk/shared/letter-markup';
import { absoluteTableWidths, letterDom } from './letter-dom';
import { letterheadHtml, signerHtml } from './letterhead-html';
import { A4_POINTS, LETTER_FONT, LETTER_FONT_SIZE_POINTS, LETTER_MARGIN_POINTS, type LetterRenderInput } from './letter-input';

export type { LetterRenderInput } from './letter-input';

/** Word measures pages in twentieths of a point. */
const twips = (points: number): number => Math.round(points * 20);

export async function renderLetterDocx(input: LetterRenderInput): Promise<Buffer> {
  const dom = letterDom(`${letterheadHtml(input)}${input.html}${signerHtml(input)}`);
  const document = dom.window.document;
  absoluteTableWidths(document);
  markPageBreaks(document);
  const output = await HTMLtoDOCX(document.body.innerHTML, null, {
    title: input.title,
    orientation: 'portrait',
    pageSize: { width: twips(A4_POINTS.width), height: twips(A4_POINTS.height) },
    margins: {
      top: twips(LETTER_MARGIN_POINTS.top),
      bottom: twips(LETTER_MARGIN_POINTS.bottom),
      left: twips(LETTER_MARGIN_POINTS.left),
      right: twips(LETTER_MARGIN_POINTS.right),
      header: twips(LETTER_MARGIN_POINTS.top / 2),
      footer: twips(LETTER_MARGIN_POINTS.bottom / 2),
    },
    font: LETTER_FONT,
    // Word sizes fonts in half points.
    fontSize: LETTER_FONT_SIZE_POINTS * 2,
    footer: true,
    pageNumber: true,
    lang: 'nl-NL',
    // Nothing is downloaded (removed above); a failed image must not wait on retries.
    imageProcessing: { maxRetries: 0, downloadTimeout: 1, suppressSharpWarning: true },
  });
  return toBuffer(output);
}

/** The renderer breaks the page at a div whose class is exactly 'page-break'. */
function markPageBreaks(document: Document): void {
  for (const element of Array.from(document.querySelectorAll(`.${LETTER_PAGE_BREAK_CLASS}`))) {
    const pageBreak = document.createElement('div');
    pageBreak.className = 'page-break';
    element.replaceWith(pageBreak);
  }
}

async function toBuffer(output: ArrayBuffer | Blob | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(output)) return output;
  if (output instanceof ArrayBuffer) return Buffer.from(output);
  return Buffer.from(await output.arrayBuffer());
}
