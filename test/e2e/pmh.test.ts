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

    const admin = await browser.signedInPage(url, practice.users.administration, `/patients/${patient.id}/view`);
    await openTab(admin, 'PMH');
    await admin.getByTestId('pmh-disabilities').waitFor();
    expect(await admin.getByTestId('pmh-history').count()).toBe(0);
  });
});
