// A two-page letter as the server stores it after filling (tests and test/bench/letter-render.ts):
// TinyMCE 8 markup with 20 filled variables, a coloured, right-aligned paragraph at line height
// 2, a table with % column widths and a shaded cell, and a page break.
import { LETTER_PAGE_BREAK_HTML } from '@praktijk/shared/letter-markup';
import type { LetterRenderInput } from './letter-input';

/** Twenty filled values, the kind the variable filler writes (escaped text). */
export const FILLED_VALUES = [
  'Jan van der Ĳssel',
  '12-03-1961',
  'Dorpsstraat 12',
  '1234 AB',
  'Ĳsselstein',
  '06-12345678',
  'M',
  '64',
  'Zorgverzekeraar Één',
  '123456789',
  'Dr. E. Łukasiewicz',
  'Huisartsenpraktijk Oost',
  '01-02-2026',
  'Hoofdpijn sinds één week',
  'Geen afwijkingen',
  'Spanningshoofdpijn',
  'Paracetamol 500 mg',
  'Controle over 2 weken',
  'Penicilline',
  'Hypertensie',
] as const;

// Four paragraphs of five values each: the first page holds them, the table and the letterhead.
const paragraphs = [0, 5, 10, 15].map(
  (start) =>
    `<p>${FILLED_VALUES.slice(start, start + 5)
      .map((value, index) => `gegeven ${start + index + 1}: <strong>${value}</strong>`)
      .join('; ')}; kosten € ${start + 10},50, café, reünie, financiën, vrĳdag.</p>`,
);

export const TABLE_CELLS = ['Medicatie', 'Dosering', 'Paracetamol', '3 dd 500 mg', 'Ibuprofen', '2 dd 400 mg'] as const;

const table =
  '<table style="border-collapse: collapse; width: 100%;" border="1"><colgroup><col style="width: 25%"><col style="width: 75%"></colgroup><tbody>' +
  `<tr><td style="background-color: #ced4d9;">${TABLE_CELLS[0]}</td><td style="background-color: #ced4d9;">${TABLE_CELLS[1]}</td></tr>` +
  `<tr><td>${TABLE_CELLS[2]}</td><td>${TABLE_CELLS[3]}</td></tr>` +
  `<tr><td>${TABLE_CELLS[4]}</td><td>${TABLE_CELLS[5]}</td></tr>` +
  '</tbody></table>';

export const SECOND_PAGE_TEXT = 'Met vriendelijke groet, na de pagina-einde';

const coloured = '<p style="color: #e03e2d; text-align: right; line-height: 2;">Rood, rechts, regelafstand 2</p>';

export const letterFixture = (
  html = `<p>Geachte collega,</p>${paragraphs.join('')}${table}${coloured}${LETTER_PAGE_BREAK_HTML}<p>${SECOND_PAGE_TEXT}</p>`,
): LetterRenderInput => ({
  html,
  title: 'Verwijsbrief',
  letterhead: { practiceName: 'Huisartsenpraktijk Oost', lines: ['Dorpsstraat 1, 1234 AB Ĳsselstein', '030-1234567'] },
  signer: { name: 'Dr. A. de Vries', identifier: 'BIG 19012345601' },
});
