import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser, lookAt } from './browser';
import { textbox } from './patients-helpers';

// The locked forms of issue 9 §5 at 1024x768: read-only while locked, the actions bar in reach
// at any scroll position, view-only users shown text, and a failed submit that focuses the first
// field in error beside a summary by the actions; New Patient's headings and mobile phones (§9).
let url: string;
let practice: TestPractice;
let api: TypedApi;
let adminToken: string;
const browser = useBrowser();
const SMALL = { width: 1024, height: 768 };
const WIDE = { width: 1440, height: 900 };

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  adminToken = await idToken(practice.users.administration);
});

async function newPatient(surname: string): Promise<string> {
  const created = await api('createPatient', adminToken, { body: newPatientBody({ surname }) });
  expect(created.status).toBe(201);
  return (created.body as { id: string }).id;
}

/** Whether the element is wholly inside the window (not scrolled away, not cut off), found and measured in one step. */
async function inViewport(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    return box.height > 0 && box.top >= 0 && box.bottom <= clientHeight && box.left >= 0 && box.right <= clientWidth;
  });
}

/** The accessible name of the focused control, read from its label or aria attributes. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const byIds = element
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    return (element.getAttribute('aria-label') ?? byIds?.join(' ') ?? '').replace('*', '').trim();
  });
}

/** The heading levels in the main area, in order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .locator('h1, h2, h3, h4, h5')
    .evaluateAll((elements) => elements.map((element) => Number(element.tagName.slice(1))));
}

/** From the screen's h1 on, no heading is more than one level under the one before it. */
function expectNoHeadingJump(all: readonly number[]): void {
  const levels = all.slice(all.indexOf(1));
  expect(levels[0], `headings: ${all.join(', ')}`).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level - levels[i]!, `heading levels ${levels.join(', ')}`).toBeLessThanOrEqual(1));
}

describe('locked forms', () => {
  it('General: read-only while locked, actions in reach, editable after Unlock, a failed submit focuses its first field', async () => {
    const id = await newPatient('lockedform');
    const page = await browser.signedInPage(url, practice.users.administration, `/patients/${id}/edit`);
    await page.setViewportSize(SMALL);
    const form = page.getByTestId('general-form');
    const firstName = textbox(page, 'First name');
    await firstName.waitFor();

    // Locked: Cloudscape read-only controls, no placeholders, the state said beside the actions.
    expect(await form.getAttribute('data-locked')).toBe('true');
    expect(await firstName.getAttribute('readonly')).not.toBeNull();
    expect(await textbox(page, 'Surname').getAttribute('readonly')).not.toBeNull();
    expect(await textbox(page, 'Mobile phone 1').getAttribute('readonly')).not.toBeNull();
    expect(await form.locator('input[placeholder]').count()).toBe(0);
    expect(await form.getByText('Choose', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('general-form-state').textContent()).toContain('Locked');
    await expectAccessible(page, 'General, locked');
    await lookAt(page, 'locked-general-1024');

    // The actions bar stays in the window: with the first field, and halfway down the form.
    const unlock = page.getByTestId('general-form-unlock');
    await firstName.scrollIntoViewIfNeeded(); // the memo comes first on General
    await expect.poll(() => inViewport(firstName)).toBe(true);
    await expect.poll(() => inViewport(unlock)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => inViewport(firstName)).toBe(false);
    await expect.poll(() => inViewport(unlock)).toBe(true);
    await expect.poll(() => inViewport(page.getByTestId('general-form-submit'))).toBe(true);
    await lookAt(page, 'locked-general-middle-1024');

    // Unlock by keyboard: the fields become editable and focus lands on one of them.
    await unlock.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getAttribute('data-locked')).toBe('false');
    expect(await firstName.getAttribute('readonly')).toBeNull();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-field]')))).toBe(true);
    await page.getByTestId('general-form-lock').waitFor();
    await expectAccessible(page, 'General, unlocked');

    // A failed submit (client-side check): focus on the first field in error, the summary by the actions.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await firstName.fill('');
    await textbox(page, 'Surname').fill('');
    await page.getByTestId('general-form-submit').click();
    const summary = page.getByTestId('general-form-error-summary');
    await summary.waitFor();
    await expect.poll(() => focusedName(page)).toBe('First name');
    await expect.poll(() => inViewport(firstName)).toBe(true);
    await expect.poll(() => inViewport(summary)).toBe(true);
    expect(await summary.getByRole('button').allTextContents()).toEqual(['First name', 'Surname']);
    await expectAccessible(page, 'General, after a failed submit');
    await lookAt(page, 'locked-general-errors-1024');
    await summary.getByRole('button', { name: 'Surname' }).click();
    await expect.poll(() => focusedName(page)).toBe('Surname');
    await page.setViewportSize(WIDE);
    await lookAt(page, 'locked-general-errors-1440');
    await page.getByTestId('general-form-reset').click();
    await expect.poll(() => form.getAttribute('data-status')).toBe('clean');
  });

  it('shows a nurse General and the memo as text: no inputs, no placeholders, no actions', async () => {
    const id = await newPatient('viewonly');
    const page = await browser.signedInPage(url, practice.users.nurse, `/patients/${id}/view`);
    await page.setViewportSize(SMALL);
    const general = page.getByTestId('general-form');
    await general.waitFor();
    expect(await general.getAttribute('data-view-only')).toBe('true');
    // The values and the catalogue's labels (gender) come by their own requests: under the whole
    // suite's load they can take seconds, so the polls wait as long as the other screens' do.
    await expect.poll(() => page.getByTestId('value-surname').textContent(), { timeout: 15_000 }).toContain('Viewonly');
    expect(await page.getByTestId('value-date_of_birth').textContent()).toContain('03-07-1984');
    await expect.poll(() => page.getByTestId('value-biological_gender_id').textContent(), { timeout: 15_000 }).toContain('Female');
    expect(await page.getByTestId('value-phone_mobile').textContent()).toContain('+597 8123456');
    expect(await page.getByTestId('value-birth_place').textContent()).toContain('n/a');
    await page.getByTestId('general-memo-form').waitFor(); // the memo loads on its own
    for (const form of [general, page.getByTestId('general-memo-form')]) {
      expect(await form.locator('input, textarea, select').count()).toBe(0);
      expect(await form.getByRole('button').count()).toBe(0);
    }
    expect(await page.getByTestId('general-memo-form').getByText('n/a', { exact: true }).count()).toBe(1);
    for (const placeholder of ['Choose', 'DD-MM-YYYY', 'Search employers', 'Search a street', '000000'])
      expect(await page.getByText(placeholder).count()).toBe(0);
    await expectAccessible(page, 'General, view only');
    await lookAt(page, 'locked-nurse-1024', { fullPage: true });
    await page.setViewportSize(WIDE);
    await lookAt(page, 'locked-nurse-1440', { fullPage: true });
  });

  it('New Patient: headings in order, one Mobile phones label, a failed submit focuses the first field in error', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients/new');
    await page.setViewportSize(SMALL);
    await textbox(page, 'First name').waitFor();
    expectNoHeadingJump(await headingLevels(page));
    await expectAccessible(page, 'New Patient');
    // The mobile numbers have one label above their rows; each row is named for screen readers.
    expect(await page.getByText('Mobile phones', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Mobile phone', { exact: true }).count()).toBe(0);
    await textbox(page, 'Mobile phone 1').waitFor();
    await page.getByRole('button', { name: 'Add mobile phone' }).click();
    await textbox(page, 'Mobile phone 2').fill('7654321');
    await lookAt(page, 'locked-new-patient-1024');

    await textbox(page, 'Profession').fill('Lerares'); // Submit waits for a change
    await page.getByTestId('new-patient-form-submit').click();
    const summary = page.getByTestId('new-patient-form-error-summary');
    await summary.waitFor();
    await expect.poll(() => focusedName(page)).toBe('First name');
    expect(await summary.getByRole('button').allTextContents()).toEqual(['First name', 'Surname', 'Date of birth', 'Biological gender']);
    await expect.poll(() => inViewport(summary)).toBe(true);
    await expect.poll(() => inViewport(page.getByTestId('new-patient-form-submit'))).toBe(true);
    expectNoHeadingJump(await headingLevels(page));
    await expectAccessible(page, 'New Patient, after a failed submit');
    await lookAt(page, 'locked-new-patient-errors-1024');
    await page.setViewportSize(WIDE);
    await lookAt(page, 'locked-new-patient-errors-1440', { fullPage: true });
  });
});
