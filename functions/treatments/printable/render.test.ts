import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { headerLines, patientLines, renderPrescriptions, wrap } from './render';

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
      practice: { name: 'Huisartsenpraktijk Zorg & Co', address: null, phone: null },
      prescriber: { name: 'Dr. Ângela Ṩoekhai 🙂', identifier: 'BIG 123' },
      patient: { name: '王 Kromodimedjo <script>', dateOfBirth: '03-07-1984', number: '000001', insurances: ['SZF · number 123456'] },
      printedOn: '25-11-2026 21:13',
      prescriptions: Array.from({ length: 9 }, (_, i) => item(`Medicijn ${i + 1} 500 mg`)),
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toContain('Kromodimedjo');
  });
});

describe('what a pharmacist reads on it (issue 21 §5)', () => {
  it('names the practice with its address and phone when it has them, and the prescriber', () => {
    const prescriber = { name: 'A. Jansen', identifier: 'BIG 123' };
    expect(headerLines({ practice: { name: 'Praktijk Noord', address: 'Kernkampweg 12, Paramaribo', phone: '+597 401234' }, prescriber })).toEqual([
      'Praktijk Noord',
      'Kernkampweg 12, Paramaribo',
      'Phone +597 401234',
      'Prescriber: A. Jansen (BIG 123)',
    ]);
    // Nothing made up for what the practice does not keep.
    expect(headerLines({ practice: { name: 'Praktijk Noord', address: null, phone: null }, prescriber: { name: 'A. Jansen', identifier: null } })).toEqual([
      'Praktijk Noord',
      'Prescriber: A. Jansen',
    ]);
  });

  it("carries the patient's insurance numbers, or says there is none", () => {
    const patient = { name: 'R. Kromodimedjo', dateOfBirth: '03-07-1984', number: '000001' };
    expect(patientLines({ patient: { ...patient, insurances: ['SZF · number 123456 (primary)', 'Assuria · number A-77 (secondary)'] } })).toEqual([
      'R. Kromodimedjo',
      'Born 03-07-1984 · Patient number 000001',
      'Insurance: SZF · number 123456 (primary)',
      'Insurance: Assuria · number A-77 (secondary)',
    ]);
    expect(patientLines({ patient: { ...patient, insurances: [] } })[2]).toBe('No valid insurance on file');
  });
});
