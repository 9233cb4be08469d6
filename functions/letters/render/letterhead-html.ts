// The letterhead and the signer as HTML for the Word renderer (the PDF renderer builds them as
// pdfmake content). Every value is plain text from the practice's settings: escaped here.
import { type LetterRenderInput, letterheadLogo } from './letter-input';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Practice name and lines at the left, the logo (if any) at the right, in a borderless table. */
export function letterheadHtml(input: LetterRenderInput): string {
  const logo = letterheadLogo(input);
  const lines = input.letterhead.lines.map((line) => `<p style="margin: 0">${escapeHtml(line)}</p>`).join('');
  const text = `<p style="margin: 0"><strong>${escapeHtml(input.letterhead.practiceName)}</strong></p>${lines}`;
  if (logo === undefined) return `${text}<p></p>`;
  return (
    '<table style="width: 100%; border: none; border-collapse: collapse"><tbody><tr>' +
    `<td style="width: 70%; border: none; vertical-align: top">${text}</td>` +
    `<td style="width: 30%; border: none; text-align: right; vertical-align: top"><img src="${escapeHtml(logo)}" style="max-height: 60px" height="60"></td>` +
    '</tr></tbody></table><p></p>'
  );
}

/** The signer's name and identifier (e.g. BIG number) closing the letter. */
export function signerHtml(input: LetterRenderInput): string {
  if (!input.signer) return '';
  const identifier = input.signer.identifier ? `<p style="margin: 0">${escapeHtml(input.signer.identifier)}</p>` : '';
  return `<p></p><p style="margin: 0">${escapeHtml(input.signer.name)}</p>${identifier}`;
}
