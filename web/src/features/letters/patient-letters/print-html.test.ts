import { describe, expect, it } from 'vitest';
import { printDocument } from './print-html';

describe('the printed document', () => {
  it('holds the letter as its body and the name, escaped, as its title', () => {
    const doc = printDocument('<p>Geachte collega,</p>', 'Brief <A> & B');
    expect(doc).toContain('<title>Brief &lt;A&gt; &amp; B</title>');
    expect(doc).toContain('<p>Geachte collega,</p></body>');
    expect(doc.startsWith('<!doctype html>')).toBe(true);
  });
});
