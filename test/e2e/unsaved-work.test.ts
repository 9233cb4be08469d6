import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPatientBody } from '../support/patients';
import { lookAt } from './browser';
import { openFromList, openMarkedTab, openTab, pick, recordPractice, tabStatus, toast, uniqueWord, useRecordTest } from './patient-record-steps';
import { textbox } from './patients-helpers';

// Issue 21 §1: no typed word is lost. Typed work survives switching the record's tabs (they stay
// mounted once opened), a tab's title is marked exactly while its form holds unsaved changes,
// and leaving the page with unsaved work asks first (side navigation, browser back) or, for a
// reload, gets the browser's own prompt.
const setup = useRecordTest(recordPractice);

const UNSAVED_HEADER = 'You have unsaved changes';
const UNSAVED_TEXT = 'What you typed has not been saved. If you leave this page, it is lost.';

async function patientNamed(surname: string): Promise<string> {
  const res = await setup.api('createPatient', setup.token, { body: newPatientBody({ surname }) });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

const memoBox = (page: Page) => page.getByTestId('memo-form').getByRole('textbox', { name: 'Memo' });
const insuranceNumber = (page: Page) => page.getByTestId('primary-insurance-form').getByRole('textbox', { name: 'Number' });
const disability = (page: Page) => page.getByTestId('disabilities-form').getByRole('checkbox').first();
const relationType = (page: Page) => page.getByTestId('relation-type').getByRole('button').first();

describe('typed work and the record tabs', () => {
  it('keeps General, Disabilities, Memo, Insurances and an open add form across tab switches, marked exactly while unsaved', async () => {
    const id = await setup.newPatient();
    const page = await setup.signedIn('administration', `/patients/${id}/edit`);

    await page.getByTestId('general-form-unlock').click();
    await textbox(page, 'Profession').fill('Lerares');
    await expect.poll(() => tabStatus(page, 'general')).toBe('dirty');

    await openTab(page, 'Disabilities');
    await page.getByTestId('disabilities-form-unlock').click();
    await disability(page).check();
    await expect.poll(() => tabStatus(page, 'disabilities')).toBe('dirty');

    await openTab(page, 'Memo');
    await page.getByTestId('memo-form-unlock').click();
    await memoBox(page).fill('Belt altijd vooraf.');
    await expect.poll(() => tabStatus(page, 'memo')).toBe('dirty');

    await openTab(page, 'Insurances');
    await insuranceNumber(page).fill('P-4711');
    await expect.poll(() => tabStatus(page, 'insurances')).toBe('dirty');

    await openTab(page, 'Relations');
    await page.getByTestId('relations-add').click();
    await pick(page, relationType(page), /^Mother$/);
    await expect.poll(() => tabStatus(page, 'relations')).toBe('dirty');

    // Away to a tab without a form and back to each: everything typed is still there.
    await openTab(page, 'Patient Portal');
    await openMarkedTab(page, 'General');
    expect(await textbox(page, 'Profession').inputValue()).toBe('Lerares');
    await openMarkedTab(page, 'Disabilities');
    expect(await disability(page).isChecked()).toBe(true);
    await openMarkedTab(page, 'Memo');
    expect(await memoBox(page).inputValue()).toBe('Belt altijd vooraf.');
    await openMarkedTab(page, 'Insurances');
    expect(await insuranceNumber(page).inputValue()).toBe('P-4711');
    await openMarkedTab(page, 'Relations');
    expect(await relationType(page).textContent()).toContain('Mother');
    await lookAt(page, 'unsaved-tabs-marked');
    for (const tab of ['general', 'disabilities', 'memo', 'insurances', 'relations']) expect(await tabStatus(page, tab)).toBe('dirty');

    // Saved, reset or closed: the title is plain again, and only that one.
    await page.getByTestId('add-relation-form').waitFor();
    await page.getByTestId('relations-add').click(); // closes the add area
    await expect.poll(() => tabStatus(page, 'relations')).toBe('clean');
    await openMarkedTab(page, 'Insurances');
    await page.getByTestId('primary-insurance-form-reset').click();
    await expect.poll(() => tabStatus(page, 'insurances')).toBe('clean');
    await openMarkedTab(page, 'Memo');
    await page.getByTestId('memo-form-submit').click();
    await toast(page, 'Patient memo created');
    await expect.poll(() => tabStatus(page, 'memo')).toBe('clean');
    expect(await tabStatus(page, 'general')).toBe('dirty');
    await openMarkedTab(page, 'General');
    await page.getByTestId('general-form-submit').click();
    await toast(page, 'Patient information updated');
    await expect.poll(() => tabStatus(page, 'general')).toBe('clean');
    expect(await tabStatus(page, 'disabilities')).toBe('dirty');
    await openMarkedTab(page, 'Disabilities');
    await page.getByTestId('disabilities-form-submit').click();
    await toast(page, 'Patient information updated');
    await expect.poll(() => tabStatus(page, 'disabilities')).toBe('clean');

    const saved = (await setup.api('getPatient', setup.token, { params: { id } })).body as { profession: string; disability_ids: string[] };
    expect(saved.profession).toBe('Lerares');
    expect(saved.disability_ids).toHaveLength(1);
  }, 150_000); // five tabs typed into, revisited and saved one by one: longer than one form's test
});

describe('leaving a page with unsaved work', () => {
  it('asks first: Stay keeps the text, Leave goes; browser back asks too; a reload gets the browser prompt', async () => {
    const surname = `unsaved${uniqueWord()}`;
    await patientNamed(surname);
    const page = await setup.signedIn('administration', '/patients');
    // Into the record by a link, so the browser's back button stays inside the app.
    await openFromList(page, surname);
    expect(page.url()).toMatch(/\/edit$/);
    const recordPath = new URL(page.url()).pathname;
    await page.getByTestId('general-form-unlock').click();
    await textbox(page, 'Profession').fill('Lerares');
    await expect.poll(() => tabStatus(page, 'general')).toBe('dirty');

    // The side navigation: the question, with Stay focused.
    const dialog = page.getByRole('dialog', { name: UNSAVED_HEADER });
    const sideNavLink = page.getByTestId('side-navigation').getByRole('link', { name: 'Account', exact: true });
    await sideNavLink.click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(UNSAVED_TEXT);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'))).toBe('unsaved-changes-stay');
    await lookAt(page, 'unsaved-changes-modal');
    await page.getByTestId('unsaved-changes-stay').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(recordPath);
    expect(await textbox(page, 'Profession').inputValue()).toBe('Lerares');

    // The browser's back button asks too; Stay keeps the page and its address.
    await page.goBack();
    await dialog.waitFor();
    await page.getByTestId('unsaved-changes-stay').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).pathname).toBe(recordPath);
    expect(await textbox(page, 'Profession').inputValue()).toBe('Lerares');

    // A reload gets the browser's own prompt; declining it keeps the page as it is.
    const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
    const reloading = page.reload({ timeout: 5_000 }).catch(() => 'kept');
    expect(await prompt).toBe('beforeunload');
    await reloading;
    expect(await textbox(page, 'Profession').inputValue()).toBe('Lerares');

    // Leave goes where the user asked, and the page left asks nothing more.
    await sideNavLink.click();
    await dialog.waitFor();
    await page.getByTestId('unsaved-changes-leave').click();
    await page.waitForURL((u) => u.pathname === '/account');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('does not ask when nothing is unsaved', async () => {
    const id = await setup.newPatient();
    const page = await setup.signedIn('administration', `/patients/${id}/edit`);
    await page.getByTestId('general-form-unlock').click();
    await textbox(page, 'Profession').fill('Lerares');
    await page.getByTestId('general-form-reset').click();
    await expect.poll(() => tabStatus(page, 'general')).toBe('clean');
    await page.getByTestId('side-navigation').getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/account');
    expect(await page.getByRole('dialog', { name: UNSAVED_HEADER }).count()).toBe(0);
  });
});
