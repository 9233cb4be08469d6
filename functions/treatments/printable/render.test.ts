import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPrescriptions, wrap } from './render';

const item = (medication: string) => ({
  date: '25-11-2026 09:00',
  medication,
  directions: '3 x daily 1 tablet for 5 days',
  total: '15 units',
  deliveryForm: 'Tablet',
  instructions: 'Na het eten. '.repeat(20),
  chronic: 'Chronic prescription, 3 repeats (Monthly)',
});

describe('the prescription PDF', () => {
  it('wraps words to the width and cuts a word longer than a line', () => {
    const measure = (s: string) => s.length;
    expect(wrap('een twee drie vier', 9, measure)).toEqual(['een twee', 'drie vier']);
    expect(wrap('abcdefghijkl', 5, measure)).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('prints names the standard font cannot encode as ? instead of failing, and runs onto a second page when long', async () => {
    const bytes = await renderPrescriptions({
      practice: 'Huisartsenpraktijk Zorg & Co',
      prescriber: { name: 'Dr. Ângela Ṩoekhai 🙂', identifier: 'BIG 123' },
      patient: { name: '王 Kromodimedjo <script>', dateOfBirth: '03-07-1984', number: '000001' },
      printedOn: '25-11-2026 21:13',
      prescriptions: Array.from({ length: 9 }, (_, i) => item(`Medicijn ${i + 1} 500 mg`)),
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toContain('Kromodimedjo');
  });
});
