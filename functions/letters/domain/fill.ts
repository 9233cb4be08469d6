import { randomUUID } from 'node:crypto';
import sanitizeHtml, { type Transformer } from 'sanitize-html';
import { LETTER_VARIABLE_ATTRIBUTE, LETTER_VARIABLE_CLASS } from '@praktijk/shared/letter-markup';
import { isLetterVariable, type LetterVariableName } from '@praktijk/shared/schemas/letters';
import { LETTER_SANITIZE_OPTIONS, sanitizeLetterHtml } from './sanitize';

// Filling a template (issue 24): each variable token of letter-markup.ts is replaced, token and
// all, by its value's HTML (escaped text, or a table for a list variable). The tokens are found by
// the sanitiser's own parser, not by a pattern over the HTML: while sanitising, a token becomes a
// bare span holding only a marker (random per call, so no text a user typed can pose as one), which
// is then replaced, span and all, by the value. (The token is not turned into a dropped tag: after a
// dropped tag with set text, sanitize-html 2.18 also drops the text that follows it.) The result
// is sanitised again, so a value can only ever add allowed markup.

/** The HTML of each variable's value for one patient; a variable not given is filled by the empty rule. */
export type LetterValues = Partial<Record<LetterVariableName, string>>;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const isVariableToken = (attribs: Record<string, string>) =>
  (attribs.class ?? '').split(/\s+/).includes(LETTER_VARIABLE_CLASS) && attribs[LETTER_VARIABLE_ATTRIBUTE] !== undefined;

/** The template's HTML with every variable filled; the empty rule (shared/src/schemas/letters.ts) for a variable without a value or an unknown name. */
export function fillTemplate(content: string, values: LetterValues): string {
  const nonce = randomUUID().replace(/-/g, '');
  // An unknown name's marker names nothing, so no character of it can end the marker early.
  const marker = (name: string | undefined) => `[[${nonce}:${name !== undefined && isLetterVariable(name) ? name : ''}]]`;
  const slot: Transformer = (tagName, attribs) =>
    isVariableToken(attribs) ? { tagName, attribs: {}, text: marker(attribs[LETTER_VARIABLE_ATTRIBUTE]) } : { tagName, attribs };
  const marked = sanitizeHtml(content, {
    ...LETTER_SANITIZE_OPTIONS,
    // In this pass the token rule stands in for the allowlist's span rule; the last pass applies that to every span left.
    transformTags: { ...LETTER_SANITIZE_OPTIONS.transformTags, span: slot },
  });
  const filled = marked.replace(new RegExp(String.raw`(?:<span>)?\[\[${nonce}:([a-z_]*)\]\](?:</span>)?`, 'g'), (_, name: string) =>
    isLetterVariable(name) ? (values[name] ?? '') : '',
  );
  return sanitizeLetterHtml(filled);
}
