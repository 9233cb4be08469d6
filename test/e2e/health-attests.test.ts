import { todayIso, isoToDisplay } from '@praktijk/shared/dates';
import { nextDay } from '@praktijk/shared/practice-clock';
import { ATTEST_EMPTY, UNTIL_BEFORE_FROM } from '@praktijk/shared/records/attests';
import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { lookAt, useBrowser } from './browser';
import { openTab, toast } from './patient-record-steps';

// Issue 12: the Health tab's Attests sub-tab (spec 2 §2 "Attests", §4 "Attest") in Chromium against
// the twin. Each test makes its own patient; attests a nurse only looks at are made through the API.
let url: string;
let api: TypedApi;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
});

async function newPatient(): Promise<string> {
  const res = await api('createPatient', await idToken(practice.users.physician), { body: newPatientBody() });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

async function openAttests(user: TestUser, patientId: string): Promise<Page> {
  const page = await browser.signedInPage(url, user, `/patients/${patientId}/edit`);
  await openTab(page, 'Health');
  await openTab(page, 'Attests');
  await page
    .getByTestId('attests')
    .getByText(/^Showing /)
    .waitFor();
  return page;
}

const addForm = (page: Page) => page.getByTestId('add-attest-form');
/** The newest attest's row, once the list shows one (not its loading or empty row). */
async function firstAttest(page: Page): Promise<Locator> {
  const row = page
    .getByTestId('attests')
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Details of the attest of / }) })
    .first();
  await row.waitFor();
  return row;
}
const cellsOf = async (row: Locator) => (await row.locator('td').allTextContents()).map((text) => text.trim());

async function submit(page: Page): Promise<void> {
  await addForm(page).getByTestId('add-attest-form-submit').click();
  await toast(page, 'Patient attest created');
  await addForm(page).waitFor({ state: 'detached' }); // a success collapses the add area
}

async function setWhen(form: Locator, date: string, time: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Attest date', exact: true }).fill(date);
  await form.getByRole('textbox', { name: 'Attest time', exact: true }).pressSequentially(time);
}

describe('Attests sub-tab', () => {
  it('counts days with − and +, keeps a company name as text, and shows n/a as its details', async () => {
    const page = await openAttests(practice.users.physician, await newPatient());
    page.on('dialog', () => expect.fail('a company name ran as script'));
    await page.getByTestId('attests-add').click();
    const form = addForm(page);
    expect(await form.getByRole('checkbox', { name: 'Use days' }).isChecked()).toBe(true);

    // Submitting nothing gives checkAttest's own words before anything is sent.
    await form.getByRole('textbox', { name: 'Company' }).fill('<script>alert(1)</script>');
    await form.getByTestId('add-attest-form-submit').click();
    await form.getByText(ATTEST_EMPTY, { exact: true }).waitFor();

    const days = form.getByRole('textbox', { name: 'Days', exact: true });
    const more = form.getByRole('button', { name: 'Increase days by 0.5' });
    const less = form.getByRole('button', { name: 'Decrease days by 0.5' });
    for (let i = 0; i < 3; i++) await more.click();
    expect(await days.inputValue()).toBe('1.5');
    await less.click();
    await less.click();
    expect(await days.inputValue()).toBe('0.5');
    expect(await less.getAttribute('aria-disabled')).toBe('true'); // a decrease only while days exceed 0.5
    await less.click({ force: true }); // pressed anyway (it stays focusable): nothing happens
    expect(await days.inputValue()).toBe('0.5');
    await more.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await days.inputValue()).toBe('1.5');
    await setWhen(form, isoToDisplay('2025-02-03'), '0930');

    await page.setViewportSize({ width: 1440, height: 900 });
    await lookAt(page, 'attests-days-form-1440', { fullPage: true });
    await expectAccessible(page);
    await submit(page);

    const row = await firstAttest(page);
    expect((await cellsOf(row)).slice(0, 3)).toEqual(['03-02-2025 09:30', '1.5', '<script>alert(1)</script>']);
    await row.getByRole('button', { name: 'Details of the attest of 03-02-2025 09:30' }).click();
    await row.getByTestId('attest-details').getByText('n/a', { exact: true }).waitFor();
    await lookAt(page, 'attests-list-1440', { fullPage: true });
    await expectAccessible(page);
  });

  it('picks two calendar days by keyboard, toggling one off and on, and lists them in the details row', async () => {
    const page = await openAttests(practice.users.physician, await newPatient());
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.getByTestId('attests-add').click();
    const form = addForm(page);
    const days = form.getByRole('textbox', { name: 'Days', exact: true });
    await form.getByRole('button', { name: 'Increase days by 0.5' }).click();
    await form.getByRole('checkbox', { name: 'Use days' }).click(); // toggling clears the days (spec 2 §4)
    expect(await days.isDisabled()).toBe(true);
    expect(await days.inputValue()).toBe('');
    await form.getByRole('radio', { name: 'Picked dates' }).check();

    const today = todayIso();
    const tomorrow = nextDay(today);
    const picked = form.getByTestId('attest-dates-picked');
    await form.getByTestId('attest-dates').locator('td[tabindex="0"]').focus(); // today: the calendar's one tab stop
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await form.getByText('2 dates picked', { exact: true }).waitFor();
    await page.keyboard.press('Enter'); // the same day again takes it off
    await form.getByText('1 date picked', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await form.getByText('3 dates picked', { exact: true }).waitFor();
    await picked.getByRole('button', { name: `Remove ${isoToDisplay(nextDay(today, 2))}` }).click();
    await form.getByText('2 dates picked', { exact: true }).waitFor();
    expect(await picked.getByRole('listitem').allTextContents()).toEqual([isoToDisplay(today), isoToDisplay(tomorrow)]);
    const marked = form.getByTestId('attest-dates').locator('td[aria-selected="true"]');
    expect(await marked.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')))).toEqual([today, tomorrow]);
    await lookAt(page, 'attests-dates-form-1024', { fullPage: true });
    await expectAccessible(page);
    await submit(page);

    const row = await firstAttest(page);
    expect((await cellsOf(row))[1]).toBe('2');
    const details = row.getByRole('button', { name: /^Details of the attest of / });
    await details.focus();
    await page.keyboard.press('Enter');
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    expect(await row.getByTestId('attest-details').getByRole('listitem').allTextContents()).toEqual([isoToDisplay(today), isoToDisplay(tomorrow)]);
    await lookAt(page, 'attests-list-1024', { fullPage: true });
    await expectAccessible(page);
  });

  it('gives a from-until range, refusing an until before the from, and shows the range as its details', async () => {
    const page = await openAttests(practice.users.physician, await newPatient());
    await page.getByTestId('attests-add').click();
    const form = addForm(page);
    await form.getByRole('checkbox', { name: 'Use days' }).click();
    expect(await form.getByRole('radio', { name: 'From-until range' }).isChecked()).toBe(true);
    await form.getByRole('textbox', { name: 'From', exact: true }).fill('05-03-2025');
    await form.getByRole('textbox', { name: 'Until', exact: true }).fill('03-03-2025');
    await form.getByTestId('add-attest-form-submit').click();
    await form.getByText(UNTIL_BEFORE_FROM, { exact: true }).waitFor();
    await expectAccessible(page);
    await form.getByRole('textbox', { name: 'From', exact: true }).fill('01-03-2025');
    await form.getByRole('textbox', { name: 'Until', exact: true }).fill('03-03-2025');
    await lookAt(page, 'attests-range-form-1280', { fullPage: true });
    await submit(page);

    const row = await firstAttest(page);
    expect((await cellsOf(row))[1]).toBe('3');
    await row.getByRole('button', { name: /^Details of the attest of / }).click();
    await row.getByTestId('attest-details').getByText('01-03-2025 until 03-03-2025', { exact: true }).waitFor();
  });

  it("shows a physician print's 'Coming Soon', and deletes behind 'DELETE ATTEST ON <date>'", async () => {
    const page = await openAttests(practice.users.physician, await newPatient());
    await page.getByTestId('attests-add').click();
    const form = addForm(page);
    await form.getByRole('button', { name: 'Increase days by 0.5' }).click();
    await setWhen(form, '10-02-2025', '0815');
    await submit(page);

    const row = await firstAttest(page);
    await row.getByRole('button', { name: 'Print the attest of 10-02-2025 08:15' }).click();
    await page.getByText('Coming Soon', { exact: true }).waitFor();
    await lookAt(page, 'attests-print-1280');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Delete attest of 10-02-2025 08:15' }).click();
    await page.getByText('DELETE ATTEST ON 10-02-2025', { exact: true }).waitFor();
    await page.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Patient attest removed');
    await page.getByTestId('attests').getByText('No records', { exact: true }).waitFor();
  });

  it('lets a nurse, who may only view attests, see the details but neither add, print nor delete', async () => {
    const patientId = await newPatient();
    const created = await api('createAttestOutsideConsultation', await idToken(practice.users.physician), {
      params: { id: patientId },
      body: { company_name: 'Bouwbedrijf Paramaribo', dates: ['2025-03-03', '2025-03-05'], administrative_datetime: '2025-03-06T10:00' },
    });
    expect(created.status).toBe(201);
    const page = await openAttests(practice.users.nurse, patientId);
    const row = await firstAttest(page);
    expect((await cellsOf(row)).slice(0, 3)).toEqual(['06-03-2025 10:00', '2', 'Bouwbedrijf Paramaribo']);
    await row.getByRole('button', { name: 'Details of the attest of 06-03-2025 10:00' }).click();
    expect(await row.getByTestId('attest-details').getByRole('listitem').allTextContents()).toEqual(['03-03-2025', '05-03-2025']);
    expect(await page.getByTestId('attests-add').count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Print / }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await expectAccessible(page);
  });
});
