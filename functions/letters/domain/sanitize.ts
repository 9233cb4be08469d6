import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';
import { LETTER_PAGE_BREAK_CLASS, LETTER_VARIABLE_ATTRIBUTE, LETTER_VARIABLE_CLASS } from '@praktijk/shared/letter-markup';

// The one allowlist a letter's or template's HTML passes on every write and after filling
// (issue 24): what TinyMCE 8 writes for text, headings, lists, tables and links, images only as
// inline data (a URL would make the PDF and Word renderers fetch it), the variable token and the
// page break of letter-markup.ts, and inline styles limited to the properties the editor's
// formatting uses, each value by pattern (no url(), expression(), var() or escapes). Anything else
// is dropped: tags, attributes, classes, ids, comments, event handlers and other URL schemes.

const TEXT_TAGS = ['p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'blockquote', 'pre', 'code', 'hr'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** Tags dropped with their content, not only their markup (a script's text is no letter text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
];

/** Only these images: inline PNG, JPEG or GIF data (SVG can carry script; a URL would be fetched when rendering). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=\s]+$/;
const VARIABLE_NAME = /^[a-z_]{1,64}$/;

const LENGTH = String.raw`(-?\d+(\.\d+)?(px|pt|em|rem|%|cm|mm|in|ex|ch|vw|vh)?|auto|0)`;
const COLOR = String.raw`(#[0-9a-f]{3,8}|rgba?\(\s*[\d.%\s,/]+\)|hsla?\(\s*[\d.%\s,/deg]+\)|[a-z]+)`;
const whole = (pattern: string) => new RegExp(`^${pattern}$`, 'i');
const lengths = whole(`${LENGTH}(\\s+${LENGTH}){0,3}`);
const color = whole(COLOR);
/** A border shorthand or part: widths, keywords (styles, named colours) and colours, nothing with another function. */
const border = whole(`(${LENGTH}|${COLOR})(\\s+(${LENGTH}|${COLOR})){0,4}`);

const BORDER_PROPERTIES = [
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-width',
  'border-style',
  'border-color',
  'border-collapse',
  'border-spacing',
];
const PADDING_PROPERTIES = ['padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left'];

/** The inline style properties kept, each with the values it may take. */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: [color],
  'background-color': [color],
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'line-height': [/^(\d+(\.\d+)?(px|pt|em|rem|%)?|normal)$/i],
  width: [lengths],
  height: [lengths],
  'font-size': [/^(\d+(\.\d+)?(px|pt|em|rem|%)|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$/i],
  'font-family': [/^[\w\s,"'-]+$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic|oblique)$/i],
  'text-decoration': [/^[a-z\s-]+$/i],
  'vertical-align': [/^(baseline|top|middle|bottom|sub|super|text-top|text-bottom)$/i, lengths],
  'margin-left': [lengths],
  'list-style-type': [/^[a-z-]+$/i],
  // The page break's own style (letter-markup.ts LETTER_PAGE_BREAK_HTML).
  'page-break-after': [/^always$/i],
  ...Object.fromEntries(BORDER_PROPERTIES.map((p) => [p, [border]])),
  ...Object.fromEntries(PADDING_PROPERTIES.map((p) => [p, [lengths]])),
};

/** The attributes without `name`, in their order. */
function without(attribs: Record<string, string>, name: string): Record<string, string> {
  const rest = { ...attribs };
  delete rest[name];
  return rest;
}

/** A variable token keeps its name only when it is one (letters and underscores), and contenteditable only as false. */
const variableSpan: Transformer = (tagName, attribs) => {
  let kept = attribs;
  const name = kept[LETTER_VARIABLE_ATTRIBUTE];
  if (name !== undefined && !VARIABLE_NAME.test(name)) kept = without(kept, LETTER_VARIABLE_ATTRIBUTE);
  if (kept.contenteditable !== undefined && kept.contenteditable !== 'false') kept = without(kept, 'contenteditable');
  return { tagName, attribs: kept };
};

/** An image keeps its source only as inline data of an allowed type; one without a source is dropped (exclusiveFilter). */
const dataImage: Transformer = (tagName, attribs) => {
  const src = attribs.src?.trim();
  return { tagName, attribs: src !== undefined && DATA_IMAGE.test(src) ? { ...attribs, src } : without(attribs, 'src') };
};

/** Links open in a new tab at most, and then without handing the letter's window to the target. */
const link: Transformer = (tagName, attribs) => {
  const rest = without(without(attribs, 'rel'), 'target');
  return { tagName, attribs: attribs.target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
};

const cell = ['colspan', 'rowspan', 'width', 'height', 'scope', 'style'];

export const LETTER_SANITIZE_OPTIONS: IOptions = {
  allowedTags: [...TEXT_TAGS, ...HEADINGS, ...LISTS, ...TABLES, 'a', 'img'],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: [LETTER_VARIABLE_ATTRIBUTE, 'contenteditable'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    td: cell,
    th: cell,
    ol: ['start', 'type', 'reversed'],
  },
  allowedClasses: { span: [LETTER_VARIABLE_CLASS], div: [LETTER_PAGE_BREAK_CLASS] },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { span: variableSpan, img: dataImage, a: link },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The letter HTML as stored and answered: only the allowlist above. */
export function sanitizeLetterHtml(html: string): string {
  return sanitizeHtml(html, LETTER_SANITIZE_OPTIONS);
}
