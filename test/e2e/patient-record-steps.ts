import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { type BrowserFixture, lookAt, toast as shownToast, useBrowser } from './browser';
import { pickOption } from './select-option';

// Steps of the patient record browser test (patient-record.test.ts).
export async function openRecord(newPage: () => Promise<Page>, url: string, user: TestUser, patientId: string): Promise<Page> {
  const page = await newPage();
  await page.goto(`${url}/patients/${patientId}/edit`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/patients/${patientId}/edit`);
  return page;
}

/** Waits for the success toast 'Patient memo created' / 'Patient memo was created successfully'. */
export async function toast(page: Page, header: string): Promise<void> {
  const [thing, action] = [header.slice(0, header.lastIndexOf(' ')), header.slice(header.lastIndexOf(' ') + 1)];
  await shownToast(page, header, `${thing} was ${action} successfully`);
}

/**
 * Opens a patient's record the way a user does: searched for in the list and followed by its link,
 * so the browser's back button stays inside the app. The click waits for the search's own answer
 * (one patient), as a user waits for the list to change: a link in the list from before the search
 * moves away when the answer lands, and a click at that moment hits whatever row took its place.
 */
export async function openFromList(page: Page, surname: string): Promise<void> {
  await page.getByTestId('patients-search').locator('input').fill(surname);
  await expect.poll(() => page.getByTestId('patients-table-range').textContent()).toBe('Showing 1 to 1 of 1');
  await page
    .getByTestId('patients-table')
    .getByRole('link', { name: new RegExp(surname, 'i') })
    .click();
  await page.waitForURL(/\/patients\/[^/]+\/(edit|view)$/);
}

export const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** Opens a Cloudscape Select by its trigger and picks an option. */
export const pick = pickOption;

export async function fillInsurance(page: Page, slot: 'primary' | 'secondary', number: string): Promise<void> {
  const form = page.getByTestId(`${slot}-insurance-form`);
  await pick(page, form.getByRole('button', { name: /Company/ }), 'Staatsziekenfonds (SZF)');
  await pick(page, form.getByRole('button', { name: /Type/ }), 'Pensioners');
  // Changing the company clears the type; the new company offers its own types only.
  await pick(page, form.getByRole('button', { name: /Company/ }), 'Assuria Medische Verzekering');
  expect(await form.getByRole('button', { name: /Type/ }).textContent()).toContain('Choose a type');
  await form.getByRole('button', { name: /Type/ }).click();
  expect(await page.getByRole('option', { name: 'Pensioners' }).count()).toBe(0);
  await page.getByRole('option', { name: 'Individual' }).click();
  await form.getByRole('textbox', { name: 'Number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('31-12-2030');
  await form.getByTestId(`${slot}-insurance-form-submit`).click();
}

/** Letters only: names are searched by their words. */
export const uniqueWord = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

// The opening of a patient record browser test file and the steps of its add forms
// (treatments-*.test.ts, referrals-diagnostics.test.ts).

/** A practice of the test file's own on the twin, and its physician's token. */
export interface RecordPractice {
  url: string;
  api: TypedApi;
  practice: TestPractice;
  token: string;
}

export async function recordPractice(): Promise<RecordPractice> {
  const url = twin().url;
  const api = typedApi(url);
  const practice = await createTestPractice();
  return { url, api, practice, token: await idToken(practice.users.physician) };
}

/** A new patient, made through the API by the practice's physician. */
export async function newPatient(setup: Pick<RecordPractice, 'api' | 'token'>): Promise<string> {
  const res = await setup.api('createPatient', setup.token, { body: newPatientBody({}) });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

export type RecordTest<S extends RecordPractice> = S & {
  browser: BrowserFixture;
  newPatient(): Promise<string>;
  /** A page signed in as the practice's user of that role, at `path`. */
  signedIn(role: keyof TestPractice['users'], path: string): Promise<Page>;
};

/**
 * The opening of a test file: the browser, and the file's practice (`recordPractice`, or
 * `() => clinicalPractice(...)` for the consultation screen), made before its tests: its fields are
 * there once the file's first beforeAll has run.
 */
export function useRecordTest<S extends RecordPractice>(make: () => Promise<S>): RecordTest<S> {
  const setup = {
    browser: useBrowser(),
    newPatient: () => newPatient(setup),
    signedIn: (role: keyof TestPractice['users'], path: string) => setup.browser.signedInPage(setup.url, setup.practice.users[role], path),
  } as RecordTest<S>;
  beforeAll(async () => {
    Object.assign(setup, await make());
  });
  return setup;
}

/** Opens a record tab and one of its sub-tabs (checking the sub-tabs' names, when given); answers the sub-tab's list once its heading shows. */
export async function openSubTab(page: Page, tab: string, subTab: string, testId: string, subTabNames?: string[]): Promise<Locator> {
  await openTab(page, tab);
  const subTabs = page.getByRole('tablist', { name: tab });
  if (subTabNames) {
    await subTabs.getByRole('tab').first().waitFor();
    await expect(subTabs.getByRole('tab').allTextContents()).resolves.toEqual(subTabNames);
  }
  await subTabs.getByRole('tab', { name: subTab, exact: true }).click();
  const list = page.getByTestId(testId);
  await list.getByRole('heading', { name: new RegExp(`^${subTab}`) }).waitFor();
  return list;
}

/** The Treatments tab's sub-tabs, in order, and their lists' test ids. */
const TREATMENT_LISTS = { Prescriptions: 'prescriptions', 'Chronic Prescriptions': 'chronic-prescriptions', Vaccinations: 'vaccinations' } as const;

/** Opens the patient's Treatments tab and one of its sub-tabs (checking first that the three are there, in order, when asked); answers its list. */
export const openTreatments = (page: Page, subTab: keyof typeof TREATMENT_LISTS, checkSubTabs = false): Promise<Locator> =>
  openSubTab(page, 'Treatments', subTab, TREATMENT_LISTS[subTab], checkSubTabs ? Object.keys(TREATMENT_LISTS) : undefined);

/** Screenshots at the two widths the screens are looked at (SCREENSHOTS=1 keeps them). */
export async function lookAtWidths(page: Page, name: string): Promise<void> {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A Cloudscape Select's trigger inside its field. */
export const selectIn = (field: Locator) => field.getByRole('button').first();

/** A field's error under it, in the form. */
export const fieldError = (form: Locator, field: string, message: string) => form.locator(`[data-field="${field}"]`).getByText(message, { exact: true });

/** Types into an autosuggest field (the medication, the vaccine) and picks one of its suggestions. */
export async function suggest(page: Page, form: Locator, field: string, text: string, option: string): Promise<void> {
  await form.getByTestId(`field-${field}`).locator('input').fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a record tab by its title, also while the title says its form has unsaved changes or errors. */
export const openMarkedTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}( has unsaved changes| has errors)?$`) }).click();

/** The state a record tab's title shows: 'clean', 'dirty' (yellow) or 'error' (red). */
export const tabStatus = (page: Page, tab: string) => page.getByTestId(`tab-${tab}`).getAttribute('data-status');
