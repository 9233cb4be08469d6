import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser } from './browser';
import { openTab } from './patient-record-steps';

// Issue 10 §7: the PMH tab lists the patient's history sections, at most 3 items each, each
// shown to physicians and to others with view on its key (spec 3 §2, §6).
let url: string;
let api: TypedApi;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
});

async function patientWithHistory() {
  const physician = await idToken(practice.users.physician);
  const patient = (await api('createPatient', physician, { body: newPatientBody({ disability_ids: ['VIS', 'HEA'] }) })).body;
  const history = await api('createHistory', physician, {
    body: { patient: patient.id, description: 'Appendectomie 1998.\nAstma sinds de jeugd.', icpc_ids: ['D88', 'R96', 'K86', 'T90'] },
  });
  expect(history.status).toBe(201);
  return patient;
}

describe('PMH tab', () => {
  it('shows a physician the general history with at most three ICPC codes, and the disabilities', async () => {
    const patient = await patientWithHistory();
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${patient.id}/view`);
    await openTab(page, 'PMH');
    const history = page.getByTestId('pmh-history');
    await history.getByText('Appendectomie 1998.', { exact: false }).waitFor();
    await history.getByText('D88 Appendicitis').waitFor(); // the names follow with the ICPC catalogue
    const codes = await history.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(3);
    expect(codes[1]).toMatch(/^R96 Asthma/);
    await expect(page.getByTestId('pmh-disabilities').getByRole('listitem').count()).resolves.toBe(2);
    await expectAccessible(page);
  });

  it('shows a nurse the sections her view permissions open, and administration only disabilities', async () => {
    const patient = await patientWithHistory();
    const nurse = await browser.signedInPage(url, practice.users.nurse, `/patients/${patient.id}/view`);
    await openTab(nurse, 'PMH');
    await nurse.getByTestId('pmh-history').getByText('Appendectomie 1998.', { exact: false }).waitFor();
    await nurse.getByTestId('pmh-disabilities').waitFor();

    // Administration sees disabilities and the clinical lists its role may view (vital functions, ...), not the history.
    const admin = await browser.signedInPage(url, practice.users.administration, `/patients/${patient.id}/view`);
    await openTab(admin, 'PMH');
    await admin.getByTestId('pmh-disabilities').waitFor();
    await admin.getByTestId('pmh-vitals').waitFor();
    expect(await admin.getByTestId('pmh-history').count()).toBe(0);
    expect(await admin.getByTestId('pmh-allergies').count()).toBe(0);
  });
});

/** A patient with a record of every built kind, and four vital functions (one more than a section shows). */
async function patientWithEverything(token: string) {
  const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
  const params = { params: { id: patient.id } };
  const created = await Promise.all([
    api('createBloodType', token, { body: { patient: patient.id, decursus: null, type_id: 'A+' } }),
    api('createAllergy', token, {
      body: { patient: patient.id, decursus: null, allergy_type_id: 'FOOD', allergy_code_id: 'FOOD-PEANUT', allergy_severity_id: 'MOD', reaction: 'Urticaria' },
    }),
    api('createPrescriptionOutsideConsultation', token, {
      ...params,
      body: { other: 'Paracetamol 500 mg', frequency_usage: '3', frequency_unit_id: 'D', dosage_amount: '1', dosage_form_id: 'TAB', amount_of_time: '5' },
    }),
    api('createMeasurementsOutsideConsultation', token, { ...params, body: { height: 178, height_unit: 'cm', weight: '81,5', weight_unit: 'kg' } }),
    api('createLabReferralOutsideConsultation', token, { ...params, body: { type_id: '266753000', priority_id: 'R', tests: ['LAB-HEM-HB'] } }),
    api('createVaccinationOutsideConsultation', token, {
      ...params,
      body: { vaccine_id: 'MMR', dosage_form_id: 'PWD-INJ', route_text_id: 'SC', administered_site_id: 'LA', amount: '0,5', unit: 'ml', start: '2026-01-12' },
    }),
    api('createAttestOutsideConsultation', token, { ...params, body: { company_name: 'Staatsolie N.V.', days: 2 } }),
  ]);
  for (const answer of created) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  for (const pulse of [61, 62, 63, 64]) {
    const vitals = await api('createVitalsOutsideConsultation', token, { ...params, body: { pulse_rate: String(pulse) } });
    expect(vitals.status, JSON.stringify(vitals.body)).toBe(201);
  }
  return patient;
}

describe('PMH sections of every built record (issue 21 §8)', () => {
  it('lists allergies, blood type, prescriptions, vitals, measurements, lab, vaccinations and attests, 3 items each and "+N more"', async () => {
    const patient = await patientWithEverything(await idToken(practice.users.physician));
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${patient.id}/view`);
    await openTab(page, 'PMH');
    const expected: [string, RegExp][] = [
      ['pmh-bloodtype', /A Rh-positive/],
      ['pmh-allergies', /\(/],
      ['pmh-prescription', /Paracetamol 500 mg/],
      ['pmh-measurements', /178 cm/],
      ['pmh-lab', /\d{2}-\d{2}-\d{4} /],
      ['pmh-vaccination', /^12-01-2026 /],
      ['pmh-attest', /2 days, Staatsolie N\.V\./],
    ];
    for (const [testId, text] of expected) {
      const items = page.getByTestId(testId).getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count(), testId).toBe(1);
      expect(await items.first().textContent(), testId).toMatch(text);
    }
    const vitals = page.getByTestId('pmh-vitals');
    await vitals.getByTestId('pmh-more').waitFor();
    expect(await vitals.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/64 bpm/),
      expect.stringMatching(/63 bpm/),
      expect.stringMatching(/62 bpm/),
    ]);
    expect(await vitals.getByTestId('pmh-more').textContent()).toBe('+1 more');
    await expectAccessible(page);
  });

  it('hides from a physician the section whose view permission the practice took from the role, without signing out', async () => {
    // A practice of its own: its physician role loses view_allergies through the permissions API (Account > Permissions).
    const own = await createTestPractice();
    const staff = await idToken(own.users.staff);
    const physicianRole = (await api('listRoles', staff)).body.find((role) => role.id === 'physician')!;
    const updated = await api('updateRole', staff, {
      params: { id: 'physician' },
      body: {
        permission_ids: physicianRole.permissions.map((p) => p.id).filter((id) => id !== 'view_allergies'),
        consistency_token: physicianRole.consistency_token,
      },
    });
    expect(updated.status).toBe(200);
    const patient = await patientWithEverything(staff);

    const page = await browser.signedInPage(url, own.users.physician, `/patients/${patient.id}/view`);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const signOuts: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /\/(login|logout)\b/.test(new URL(frame.url()).pathname)) signOuts.push(frame.url());
    });
    await openTab(page, 'PMH');
    await page.getByTestId('pmh-bloodtype').getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('pmh-allergies').count()).toBe(0);
    expect(refused).toEqual([]);
    expect(signOuts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/patients/${patient.id}/view`);
  });
});
