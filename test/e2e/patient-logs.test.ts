import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_COUNT_WINDOW } from '@praktijk/shared/constants';
import { auditPut } from '@praktijk/functions/lib/data/audit';
import { putAll } from '../../infra/local/seed/batch-put';
import { type TypedApi, typedApi } from '../support/api';
import { insuranceFields, newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser, lookAt } from './browser';
import { openRecord, openTab, uniqueWord } from './patient-record-steps';

// Issue 9.6, 9.7 and 9.9 in Chromium: Manage > Logs in words, the patient and insurance label,
// relations in words on both patients, every record tab in view at 1024 px, the portal code beside its QR.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
const browser = useBrowser();
const ULID = /\b[0-9A-HJKMNP-TV-Z]{26}\b/;

async function newPatient(overrides: Record<string, unknown>) {
  const res = await api('createPatient', token, { body: newPatientBody(overrides) });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  token = await idToken(practice.users.administration);
});

describe('patient logs, label and relations in words', () => {
  it('shows labels, names and DD-MM-YYYY in Logs, without ids or unchanged fields', async () => {
    const word = uniqueWord();
    const father = await newPatient({ first_name: 'andré', surname: `chin${word}` });
    const patient = await newPatient({ first_name: 'maria', surname: `abauna${word}`, biological_gender_id: 'M' });
    await api('updatePatient', token, {
      params: { id: patient.id },
      body: { ...newPatientBody({ first_name: 'maria', surname: `abauna${word}`, date_of_birth: '1990-06-30' }), consistency_token: patient.consistency_token },
    });
    await api('createRelation', token, { body: { patient: patient.id, to_patient: father.id, relation_id: 'FTH' } });
    await api('createInsurance', token, { body: { patient: patient.id, is_primary: true, ...insuranceFields({ is_active: false }) } });

    const page = await openRecord(browser.newPage, url, practice.users.administration, patient.id);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTab(page, 'Manage');
    await openTab(page, 'Logs');
    const logs = page.getByTestId('logs-table');
    // Each catalogue's names replace its codes as that catalogue arrives: wait for all of them.
    for (const named of ['Staatsziekenfonds (SZF)', 'Relation: n/a → Father', 'Biological gender: Male → Female'])
      await logs.getByText(named, { exact: false }).first().waitFor();
    const text = (await logs.innerText()).replace(/\s+/g, ' ');
    // Field labels and catalogue names, not field names and codes.
    expect(text).toContain('Biological gender: Male → Female');
    expect(text).toContain('Date of birth: 03-07-1984 → 30-06-1990');
    expect(text).toContain(`Relation: n/a → Father`);
    expect(text).toContain(`Patient: n/a → André Chin${word}`);
    expect(text).not.toMatch(/biological_gender_id|date_of_birth|SZF-BZV|\bFTH\b/);
    // Dates Dutch style, no ISO dates, no ids among the changes, no nothing-to-nothing rows.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const changes = (await logs.locator('.praktijk-log-changes').allInnerTexts()).join(' ');
    expect(changes).not.toMatch(ULID);
    expect(text).not.toContain('n/a → n/a');
    // Spec 3 §2's columns (issue 21 §8): the object id with the object's name beside it, the username with the user's name.
    const headers = await logs.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['Created', 'Model name', 'Object id', 'Log type', 'Username', 'Changes']);
    expect(text).toContain(`${patient.id} Maria Abauna${word}`);
    const admin = practice.users.administration;
    expect(text).toContain(`${admin.email} ${admin.firstName} ${admin.lastName}`);
    // One page holds the whole log: the footer counts it, and there is no next page to offer.
    await page.getByText(/^Showing 1 to (\d+) of \1$/).waitFor();
    const created = await logs.locator('tbody tr td:first-child').allInnerTexts();
    for (const cell of created) expect(cell.trim()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await lookAt(page, 'h678-logs-1440');
    await expectAccessible(page, 'Manage > Logs');

    // The header names the primary insurance, and says it is inactive.
    const insurance = page.getByTestId('patient-insurance');
    expect(await insurance.innerText()).toMatch(/^Primary insurance: Staatsziekenfonds \(SZF\), .+, 123-456, expires 31-12-2026$/);
    await page.getByTestId('patient-insurance-inactive').getByText('Inactive').waitFor();
  });

  it("reads a long log's bounded count as 'of 200+', and the exact count once fewer remain (issue 21 §8)", async () => {
    const patient = await newPatient({ first_name: 'jaap', surname: `lang${uniqueWord()}` });
    // Years of entries, written straight into the table as the writes' transactions put them: one more past the bound.
    const start = Date.parse('2020-01-01T08:00:00.000Z');
    const entry = { tenantId: practice.id, subjectId: patient.id, objectId: patient.id, logType: '~' as const, userId: 'U1', username: 'seed@praktijk.test' };
    const changes = (n: number) => [{ field: 'description', old: `${n}`, new: `${n + 1}` }];
    await putAll(
      Array.from(
        { length: AUDIT_LOG_COUNT_WINDOW },
        (_, n) => auditPut({ ...entry, model: 'memo', changes: changes(n) }, new Date(start + n * 3_600_000)).Put.Item,
      ),
    );
    const page = await openRecord(browser.newPage, url, practice.users.administration, patient.id);
    await openTab(page, 'Manage');
    await openTab(page, 'Logs');
    // The patient's creation and the seeded entries: 201, one past the bound.
    await page.getByTestId('logs-table-range').getByText(`Showing 1 to 10 of ${AUDIT_LOG_COUNT_WINDOW}+`, { exact: true }).waitFor();
    await page.getByTestId('logs-table-next').click();
    await page
      .getByTestId('logs-table-range')
      .getByText(`Showing 11 to 20 of ${AUDIT_LOG_COUNT_WINDOW + 1}`, { exact: true })
      .waitFor();
    await page.getByTestId('logs-table-prev').click();
    await page.getByTestId('logs-table-range').getByText(`Showing 1 to 10 of ${AUDIT_LOG_COUNT_WINDOW}+`, { exact: true }).waitFor();
  });

  it('reads a relation in words on both patients', async () => {
    const word = uniqueWord();
    const father = await newPatient({ first_name: 'andré', surname: `chin${word}` });
    const daughter = await newPatient({ first_name: 'maria', surname: `chin${word}` });
    await api('createRelation', token, { body: { patient: daughter.id, to_patient: father.id, relation_id: 'FTH' } });

    const page = await openRecord(browser.newPage, url, practice.users.administration, daughter.id);
    await openTab(page, 'Relations');
    await page.getByTestId('relation-sentence').getByText(`André Chin${word} is the father of Maria Chin${word}`).waitFor();
    await expectAccessible(page, 'Relations (added here)');
    await page.goto(`${url}/patients/${father.id}/edit`);
    await openTab(page, 'Relations');
    await page.getByTestId('relation-sentence').getByText(`Maria Chin${word} is the child of André Chin${word}`).waitFor();
    const link = page.getByTestId('relations-table').getByRole('link', { name: `Maria Chin${word}` });
    expect(await link.getAttribute('href')).toBe(`/patients/${daughter.id}/edit`);
    await lookAt(page, 'h678-relations-inverse');
    await expectAccessible(page, 'Relations (inverse)');
  });

  it('shows every record tab at 1024 px, and the portal code beside its QR', async () => {
    const patient = await newPatient({ surname: `portal${uniqueWord()}`, id_number: 'FB777888' });
    const code = (await api('getPortalCode', token, { params: { id: patient.id } })).body.code;
    const page = await openRecord(browser.newPage, url, practice.users.administration, patient.id);
    await page.setViewportSize({ width: 1024, height: 768 });
    const tablist = page.getByRole('tablist', { name: 'Patient record' });
    await tablist.waitFor();
    // Every tab's right edge inside the window, found and measured in one step.
    const rightEdges = () =>
      tablist.evaluate((list) => {
        const frame = document.documentElement.clientWidth;
        return Object.fromEntries(
          Array.from(list.querySelectorAll('[role="tab"]')).map((tab) => [tab.textContent!.trim(), tab.getBoundingClientRect().right <= frame]),
        );
      });
    const allInside = Object.fromEntries(
      ['General', 'Disabilities', 'Relations', 'Insurances', 'Memo', 'Manage', 'Patient Portal'].map((name) => [name, true]),
    );
    await expect.poll(rightEdges).toMatchObject(allInside);
    // Nothing scrolls sideways in the tab row (Cloudscape shows its arrows only then).
    expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await lookAt(page, 'h678-tabs-1024');

    await openTab(page, 'Patient Portal');
    await page.getByRole('img', { name: 'Patient portal QR code' }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy portal code' }).waitFor();
    await lookAt(page, 'h678-portal-1024');
    await expectAccessible(page, 'Patient Portal');
  });
});
