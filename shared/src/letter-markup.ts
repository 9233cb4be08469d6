// How a letter's HTML marks what is not plain rich text (issue 24): the editor writes these, the
// server's sanitiser keeps exactly these, the variable filler and the PDF and Word renderers read
// them. Written once here so the four agree.

/**
 * A variable in a template or letter: a non-editable token the editor inserts from its menu and
 * the server replaces per patient with the escaped value (or a table, for the list variables):
 * `<span class="praktijk-variable" data-variable="full_name" contenteditable="false">{full_name}</span>`.
 */
export const LETTER_VARIABLE_CLASS = 'praktijk-variable';
export const LETTER_VARIABLE_ATTRIBUTE = 'data-variable';

/** The token the editor inserts for a variable: the filler finds it by class and attribute. */
export const letterVariableToken = (name: string): string =>
  `<span class="${LETTER_VARIABLE_CLASS}" ${LETTER_VARIABLE_ATTRIBUTE}="${name}" contenteditable="false">{${name}}</span>`;

/**
 * A page break: TinyMCE's pagebreak plugin writes this element (its `pagebreak_separator`) instead
 * of its default HTML comment, which a sanitiser drops; PDF and Word start a new page there.
 */
export const LETTER_PAGE_BREAK_CLASS = 'praktijk-page-break';
export const LETTER_PAGE_BREAK_HTML = `<div class="${LETTER_PAGE_BREAK_CLASS}" style="page-break-after: always"></div>`;

/**
 * The most HTML a template or letter may hold, in characters. The spec leaves letter content
 * bounds open ("not shown"); two pages of text with tables are some 20 KB, a practice logo inlined
 * as data some 100-250 KB. A template or letter is one DynamoDB item (at most 400 KB with its other
 * attributes), so the bound stays under that; the server checks the stored size again in bytes
 * after sanitising (schemas/letters.ts LETTER_CONTENT_MAX_BYTES), as escaping can grow a text.
 */
export const LETTER_CONTENT_MAX_CHARS = 350_000;
