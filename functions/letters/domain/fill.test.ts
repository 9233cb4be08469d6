import { describe, expect, it } from 'vitest';
import { LETTER_PAGE_BREAK_HTML, letterVariableToken } from '@praktijk/shared/letter-markup';
import { escapeHtml, fillTemplate } from './fill';
import { table } from './values';

// Filling a template: each token replaced whole by its value, values escaped by the value builder
// and the result sanitised again; the empty rule for what has no value.
describe('fillTemplate', () => {
  it('replaces each token, with its wrapper, by the value', () => {
    const html = `<p>Beste ${letterVariableToken('full_name')}, geboren ${letterVariableToken('date_of_birth')}.</p>`;
    expect(fillTemplate(html, { full_name: 'Anjali Ramdin', date_of_birth: '21-07-1984' })).toBe('<p>Beste Anjali Ramdin, geboren 21-07-1984.</p>');
  });

  it('fills a variable without a value, and an unknown one, with the empty string', () => {
    const html = `<p>[${letterVariableToken('title')}][${letterVariableToken('shoe_size')}]</p>`;
    expect(fillTemplate(html, {})).toBe('<p>[][]</p>');
  });

  it('keeps an escaped value escaped: a script in a surname is text', () => {
    const out = fillTemplate(`<p>${letterVariableToken('surname')}</p>`, { surname: escapeHtml('<script>alert(1)</script>') });
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('still sanitises a value that carries markup (defence in depth)', () => {
    const out = fillTemplate(`<p>${letterVariableToken('surname')}</p>`, { surname: '<img src=x onerror=alert(1)><b>Ramdin</b>' });
    expect(out).toBe('<p><b>Ramdin</b></p>');
  });

  it('does not take text a user typed for a token', () => {
    const out = fillTemplate('<p>[[full_name]] {full_name} <span data-variable="full_name">x</span></p>', { full_name: 'Anjali' });
    expect(out).toBe('<p>[[full_name]] {full_name} <span data-variable="full_name">x</span></p>');
  });

  it('puts a list variable as a table and keeps the page break', () => {
    const rows = table(['Allergy', 'Reaction', 'Date'], [['Pinda', 'Urticaria & <zwelling>', '01-02-2024']]);
    const out = fillTemplate(`${letterVariableToken('allergies')}${LETTER_PAGE_BREAK_HTML}`, { allergies: rows });
    expect(out).toContain('<th>Allergy</th><th>Reaction</th><th>Date</th>');
    expect(out).toContain('<td>Urticaria &amp; &lt;zwelling&gt;</td>');
    expect(out).toContain('class="praktijk-page-break"');
  });

  it('writes no table for a list without rows', () => {
    expect(table(['Allergy'], [])).toBe('');
  });
});
