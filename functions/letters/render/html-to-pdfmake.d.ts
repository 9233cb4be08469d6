// html-to-pdfmake 2.5 ships no types: the part of its API the PDF renderer uses.
declare module 'html-to-pdfmake' {
  import type { Content } from 'pdfmake/interfaces';

  /** The pdfmake node built for one element, before html-to-pdfmake trims it. */
  type HtmlToPdfmakeNode = Record<string, unknown>;

  interface HtmlToPdfmakeOptions {
    /** The DOM's window (jsdom's on the server). */
    window: object;
    /** Table and cell widths from the HTML (% of the table) instead of equal columns. */
    tableAutoSize?: boolean;
    removeExtraBlanks?: boolean;
    defaultStyles?: Record<string, Record<string, unknown>>;
    /** Called for every element; returns the node to use. */
    customTag?: (params: { element: Element; parents: Element[]; ret: HtmlToPdfmakeNode }) => HtmlToPdfmakeNode;
  }

  function htmlToPdfmake(html: string, options: HtmlToPdfmakeOptions): Content;
  export = htmlToPdfmake;
}
