import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookAt, useBrowser } from './browser';
import { clinicalPractice, type ClinicalPractice, walkIn } from './clinical-practice';
import { appeared, nextPaint } from './conditions';
import { openSubTab, openTab } from './patient-record-steps';

// Issue 22 §4: at the two laptop widths a GP works at (1366x768 and 1024x768) no table cell of
// the consultation screen's cards or the patient record breaks a word across lines, the side
// navigation is closed below 1280 px, and the consultation's bottom bar never covers the content.
// The patient is like demo patients 0 and 2: chronic prescriptions with repeats, vaccinations with
// long names, a laboratory referral with results, an allergy, vitals and a relation.
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];
const NAVIGATION_OPEN_FROM = 1280;

let setup: ClinicalPractice;
let patientId: string;
let consultationId: string;
const browser = useBrowser();

beforeAll(async () => {
  setup = await clinicalPractice('Laptop');
  const consultation = await walkIn(setup);
  [patientId, consultationId] = [consultation.patient_id, consultation.id];
  await recordLikeTheDemo(setup, patientId);
});

async function medicationId(name: string, strength: string): Promise<string> {
  const found = await setup.api('searchMedications', setup.token, { query: { search: name } });
  const medication = found.body.find((m) => m.name === name && m.strength === strength);
  if (!medication) throw new Error(`No ${name} ${strength} in the formulary`);
  return medication.id;
}

const created = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(201);

async function recordLikeTheDemo(practice: ClinicalPractice, patient: string): Promise<void> {
  const { api, token } = practice;
  const params = { id: patient };
  const morningTablet = {
    frequency_usage: '1',
    frequency_unit_id: 'D',
    dosage_amount: '1',
    dosage_form_id: 'TAB',
    amount_of_time: '30',
    delivery_form_id: 'BOX',
  };
  for (const [name, strength] of [
    ['Amlodipine', '5 mg'],
    ['Hydrochloorthiazide', '25 mg'],
  ] as const) {
    const body = { medication_id: await medicationId(name, strength), ...morningTablet, is_chronic: true, repeat_prescription: '3', repeat_date_id: '1M' };
    created(await api('createPrescriptionOutsideConsultation', token, { params, body: { ...body, instructions: "'s Ochtends innemen" } }));
  }
  const paracetamol = await medicationId('Paracetamol', '500 mg');
  const painBody = {
    medication_id: paracetamol,
    ...morningTablet,
    frequency_usage: '3',
    amount_of_time: '5',
    instructions: 'Bij pijn of koorts, niet meer dan 6 per dag',
  };
  created(await api('createPrescriptionOutsideConsultation', token, { params, body: painBody }));
  const injection = { dosage_form_id: 'SUSP-INJ', route_identifyer_id: '78421000', route_text_id: 'IM', administered_site_id: 'LD', unit: 'ml' as const };
  for (const [vaccine_id, amount, start] of [
    ['HEPB', '1', '2026-01-12'],
    ['FLU', '0,5', '2025-10-01'],
    ['TD', '0,5', '2024-05-20'],
  ] as const) {
    created(
      await api('createVaccinationOutsideConsultation', token, { params, body: { vaccine_id, amount, start, ...injection, organization_id: 'PRACTICE' } }),
    );
  }
  const lab = await api('createLabReferralOutsideConsultation', token, {
    params,
    body: { type_id: '266753000', priority_id: 'R', tests: ['LAB-CHEM-HBA1C', 'LAB-CHEM-GLUN', 'LAB-CHEM-CREA'] },
  });
  created(lab);
  const first = lab.body.diagnostics_tests[0]!;
  expect(
    (await api('saveLabResult', token, { params: { id: first.id }, body: { result_value: '53', consistency_token: lab.body.consistency_token } })).status,
  ).toBe(200);
  created(
    await api('createAllergy', token, {
      body: { patient, decursus: null, allergy_type_id: 'DRUG', allergy_code_id: 'DRUG-PEN', allergy_severity_id: 'SEV', reaction: 'Urticaria en benauwdheid' },
    }),
  );
  created(
    await api('createVitalsOutsideConsultation', token, {
      params,
      body: { blood_pressure_systolic: 152, blood_pressure_diastolic: 95, administrative_datetime: '2026-09-01T09:00' },
    }),
  );
  const mother = await walkIn(practice);
  created(await api('createRelation', token, { body: { patient, to_patient: mother.patient_id, relation_id: 'MTH' } }));
}

/**
 * The words of a table's cells that lie on more than one line, in ONE evaluate so the table cannot
 * re-render between finding a cell and measuring it: each word of each text node is a Range, and
 * a word whose client rects sit at two heights has been split. Breaks at a hyphen are breaks
 * between words, as a reader sees them.
 */
function splitWords(table: Locator): Promise<string[]> {
  return table.evaluate((root) => {
    const split: string[] = [];
    for (const cell of Array.from(root.querySelectorAll('td, th'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.bottom)),
          );
          if (lines.size > 1) split.push(`"${match[0]}" in "${cell.textContent?.trim()}"`);
        }
      }
    }
    return split;
  });
}

/** Every table inside the area, once its rows (or its empty text) show. */
async function expectNoSplitWords(area: Locator, where: string): Promise<void> {
  const tables = area.locator('table');
  await appeared(tables.first());
  const count = await tables.count();
  for (let i = 0; i < count; i++) expect(await splitWords(tables.nth(i)), `${where}, table ${i + 1}`).toEqual([]);
}

async function expectNavigationForWidth(page: Page, width: number): Promise<void> {
  const navigation = page.getByTestId('side-navigation');
  await expect.poll(() => navigation.isVisible(), { timeout: 5_000 }).toBe(width >= NAVIGATION_OPEN_FROM);
}

describe('laptop widths (issue 22 §4)', () => {
  for (const size of WIDTHS) {
    it(`keeps the consultation cards' words whole at ${size.width} px, and the bar off the content`, async () => {
      const page = await browser.signedInPage(setup.url, setup.practice.users.physician, `/schedule/${consultationId}/consult`);
      await page.setViewportSize(size);
      await page.getByTestId('consultation-screen').waitFor();
      await expectNavigationForWidth(page, size.width);
      for (const [key, rows] of [
        ['chronic', 2],
        ['prescriptions', 1],
        ['vaccinations', 3],
        ['lab', 1],
        ['allergies', 1],
        ['vitals', 1],
      ] as const) {
        const card = page.getByTestId(`record-card-${key}`);
        await card.scrollIntoViewIfNeeded();
        await expect.poll(() => card.locator('tbody tr').count(), { timeout: 15_000 }).toBe(rows);
        await nextPaint(page);
        await expectNoSplitWords(card, `the ${key} card at ${size.width}`);
      }
      // A row's Print and Stop stand apart, never glued into one word 'PrintStop'.
      const gap = await page.getByTestId('record-card-chronic').evaluate((card) => {
        const row = card.querySelector('tbody tr')!;
        const button = (name: string) =>
          Array.from(row.querySelectorAll('button'))
            .find((b) => b.textContent?.trim() === name)!
            .getBoundingClientRect();
        const [print, stop] = [button('Print'), button('Stop')];
        return print.bottom <= stop.top || stop.bottom <= print.top ? Infinity : Math.round(stop.left - print.right);
      });
      expect(gap).toBeGreaterThanOrEqual(4);
      // At the page's end the bar sits below the last card, never over it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nextPaint(page);
      const overlap = await page.evaluate(() => {
        const bar = document.querySelector('[data-testid="consultation-bar"]')!.getBoundingClientRect();
        const cards = Array.from(document.querySelectorAll('[data-testid^="record-card-"]'));
        const last = cards[cards.length - 1]!.getBoundingClientRect();
        return { barTop: Math.round(bar.top), lastBottom: Math.round(last.bottom), barBottom: Math.round(bar.bottom), viewport: window.innerHeight };
      });
      expect(overlap.lastBottom, JSON.stringify(overlap)).toBeLessThanOrEqual(overlap.barTop);
      expect(overlap.barBottom).toBeLessThanOrEqual(overlap.viewport);
      await lookAt(page, `laptop-consultation-${size.width}`);
      // Mid-page the page keeps the bar's height free: a control the focus moves to stops above the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await nextPaint(page);
      await lookAt(page, `laptop-consultation-top-${size.width}`);
      await page.getByTestId('vaccinations-add').focus();
      await nextPaint(page);
      const focused = await page.evaluate(() => {
        const bar = document.querySelector('[data-testid="consultation-bar"]')!.getBoundingClientRect();
        const control = document.activeElement!.getBoundingClientRect();
        return { barTop: Math.round(bar.top), controlBottom: Math.round(control.bottom) };
      });
      expect(focused.controlBottom, JSON.stringify(focused)).toBeLessThanOrEqual(focused.barTop);
    });

    it(`keeps the words of every record table whole at ${size.width} px`, async () => {
      const page = await browser.signedInPage(setup.url, setup.practice.users.physician, `/patients/${patientId}/edit`);
      await page.setViewportSize(size);
      await page.getByRole('tab', { name: 'Relations', exact: true }).waitFor();
      await expectNavigationForWidth(page, size.width);
      await openTab(page, 'Relations');
      const relations = page.getByTestId('relations-table');
      await relations.locator('tbody tr').first().waitFor();
      await expectNoSplitWords(relations, `Relations at ${size.width}`);
      for (const [tab, subTab, testId] of [
        ['Treatments', 'Prescriptions', 'prescriptions'],
        ['Treatments', 'Chronic Prescriptions', 'chronic-prescriptions'],
        ['Treatments', 'Vaccinations', 'vaccinations'],
        ['Health', 'Allergies', 'allergies'],
        ['Health', 'Vital Functions', 'vitals'],
        ['Health', 'Measurements', 'measurements'],
        ['Health', 'Attests', 'attests'],
        ['Referrals', 'Diagnostics Referrals', 'lab'],
      ] as const) {
        const list = await openSubTab(page, tab, subTab, testId);
        await expect.poll(() => list.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await nextPaint(page);
        await expectNoSplitWords(list, `${tab} > ${subTab} at ${size.width}`);
        await lookAt(page, `laptop-record-${testId}-${size.width}`);
      }
      await openTab(page, 'Manage');
      await openTab(page, 'Logs');
      const logs = page.getByTestId('logs-table');
      await logs.locator('tbody tr').first().waitFor();
      await nextPaint(page);
      await expectNoSplitWords(logs, `Manage > Logs at ${size.width}`);
      await lookAt(page, `laptop-record-logs-${size.width}`);
    });
  }
});
