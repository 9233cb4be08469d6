// The letter's HTML as a DOM, made safe and explicit for both renderers: images that are not
// inline data are removed (the Word renderer fetches image URLs with axios, pdfmake fetches them
// too: a server-side request to wherever the content points), and table % widths become widths in
// points of the A4 text column (the Word renderer turns % widths into equal columns).
import { JSDOM } from 'jsdom';
import { isDataImage, LETTER_TEXT_WIDTH_POINTS } from './letter-input';

/** A DOM of the letter; the renderers read `window` (html-to-pdfmake) or serialise `body`. */
export function letterDom(html: string): JSDOM {
  // No scripts, no resources: jsdom's defaults, stated because they are what makes this safe.
  const dom = new JSDOM(`<!DOCTYPE html><html><body>${html}</body></html>`, { runScripts: undefined, resources: undefined });
  removeFetchedImages(dom.window.document);
  return dom;
}

export function removeFetchedImages(document: Document): void {
  for (const image of Array.from(document.querySelectorAll('img'))) {
    if (!isDataImage(image.getAttribute('src') ?? '')) image.remove();
  }
  // <picture>/<source srcset> and <image> in SVG would be fetched the same way.
  for (const element of Array.from(document.querySelectorAll('source, image, picture'))) element.remove();
}

const percent = (value: string | null | undefined): number | undefined => {
  const match = /^\s*([\d.]+)\s*%\s*$/.exec(value ?? '');
  return match ? Number(match[1]) : undefined;
};

/** The width a TinyMCE table, col or cell states: its style's `width`, else its attribute. */
const widthPercent = (element: Element): number | undefined =>
  percent(/(?:^|;)\s*width\s*:\s*([^;]+)/i.exec(element.getAttribute('style') ?? '')?.[1]) ?? percent(element.getAttribute('width'));

/**
 * Each table's % widths as points of the text column, on every cell: a table at 80% with columns
 * of 25% and 75% gets 0.8 x 453.5 pt shared 1:3. The Word renderer sizes its grid in equal columns
 * whatever the <col>s say and reads only each cell's own width, so the columns' widths (from the
 * <colgroup>, else the first row's cells) are written on every cell of their column.
 */
export function absoluteTableWidths(document: Document, columnWidth = LETTER_TEXT_WIDTH_POINTS): void {
  // Document order: an outer table's cells have their points before a table nested in them.
  const cellPoints = new Map<Element, number>();
  for (const table of Array.from(document.querySelectorAll('table'))) {
    const container = table.parentElement?.closest('td, th');
    const available = (container && cellPoints.get(container)) ?? columnWidth;
    const tableWidth = (available * (widthPercent(table) ?? 100)) / 100;
    setWidth(table, tableWidth);
    const columns = columnShares(table);
    if (columns.length === 0) continue;
    for (const row of Array.from(table.rows)) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const shares = columns.slice(column, column + cell.colSpan);
        column += cell.colSpan;
        if (shares.length === 0 || shares.some((share) => share === undefined)) continue;
        const share = shares.reduce<number>((sum, part) => sum + (part ?? 0), 0);
        cellPoints.set(cell, (tableWidth * share) / 100);
        setWidth(cell, (tableWidth * share) / 100);
      }
    }
  }
}

/** Each column's % of the table (undefined where none is given). */
function columnShares(table: HTMLTableElement): (number | undefined)[] {
  const cols = Array.from(table.querySelectorAll(':scope > colgroup > col'));
  if (cols.length > 0) return cols.map(widthPercent);
  const first = table.rows[0];
  if (!first) return [];
  // A cell spanning columns gives no column its own share.
  return Array.from(first.cells).flatMap((cell) => (cell.colSpan > 1 ? Array<undefined>(cell.colSpan).fill(undefined) : [widthPercent(cell)]));
}

function setWidth(element: Element, points: number): void {
  const others = (element.getAttribute('style') ?? '')
    .split(';')
    .filter((rule) => rule.trim() !== '' && !/^\s*width\s*:/i.test(rule))
    .join(';');
  element.setAttribute('style', `${others}${others ? '; ' : ''}width: ${points.toFixed(2)}pt`);
  element.removeAttribute('width');
}
