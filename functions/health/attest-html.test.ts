import { describe, expect, it } from 'vitest';
import { type StoredPatient } from '../patients/domain/summary';
import { attestHtml, escapeHtml } from './attest-html';
import { type StoredAttest } from './records/attests';

// The printable attest (spec 2 §7 to_html): the patient, the period in words and the days, and
// every value escaped.
const patient = { first_name: 'Anjali', surname: 'Ramdin', date_of_birth: '1984-07-21', internal_number: 'P-00042' } as unknown as StoredPatient;
const attest = (fields: Partial<StoredAttest>): StoredAttest => ({
  id: '01JATTEST00000000000000000',
  patient_id: '01JPATIENT0000000000000000',
  created: '2026-03-02T12:00:00.000Z',
  consistency_token: 't',
  decursus: null,
  company_name: '',
  days: null,
  from_date: null,
  until_date: null,
  dates: [],
  administrative_datetime: '2026-03-02T09:30',
  ...fields,
});
const html = (fields: Partial<StoredAttest>, author: string | null = 'Dr. R. Kromodimedjo') =>
  attestHtml({ practice: 'Huisartsenpraktijk Noord', patient, attest: attest(fields), author });

describe('escapeHtml', () => {
  it('escapes the five characters that change HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
    expect(escapeHtml('Gewoon tekst')).toBe('Gewoon tekst');
  });
});

describe('attestHtml', () => {
  it("shows the practice, the patient's name, birth date and number, the date and the author", () => {
    const page = html({ days: 2 });
    expect(page).toContain('Huisartsenpraktijk Noord');
    expect(page).toContain('<strong>Anjali Ramdin</strong>, born 21-07-1984');
    expect(page).toContain('patient number P-00042');
    expect(page).toContain('Date: 02-03-2026');
    expect(page).toContain('Dr. R. Kromodimedjo');
  });

  it('says the period as days, a range or the picked dates, with the days in all', () => {
    expect(html({ days: 1 })).toContain('is unable to work for 1 day (1 day in all)');
    expect(html({ days: 1.5 })).toContain('for 1.5 days (1.5 days in all)');
    expect(html({ from_date: '2026-03-01', until_date: '2026-03-03' })).toContain('from 01-03-2026 until 03-03-2026 (3 days in all)');
    expect(html({ dates: ['2026-03-02', '2026-03-04'] })).toContain('on 02-03-2026, 04-03-2026 (2 days in all)');
  });

  it("prints a company name of '<script>' as text", () => {
    const page = html({ days: 1, company_name: '<script>alert("x")</script> & Co' });
    expect(page).not.toContain('<script>');
    expect(page).toContain('For: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
  });

  it('escapes the names of the patient, the practice and the author too', () => {
    const risky = { ...patient, first_name: '<img src=x onerror=alert(1)>' } as StoredPatient;
    const page = attestHtml({ practice: '<b>P</b>', patient: risky, attest: attest({ days: 1 }), author: '"Dr" <i>' });
    expect(page).not.toMatch(/<img|<b>|<i>/);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('leaves out the company line without a company, and the author empty without one', () => {
    const page = html({ days: 1 }, null);
    expect(page).not.toContain('For:');
    expect(page).toContain('<p></p>');
  });
});
