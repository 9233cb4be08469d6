import { type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOAST_AUTO_HIDE_MS } from '@praktijk/shared/constants';
import { type TypedApi } from '../support/api';
import { useBrowser } from './browser';
import { clinicalPractice, walkIn, WIDE } from './clinical-practice';
import { openTab } from './patient-record-steps';
import { type TestPractice } from '../support/practice';

// Issue 22 §5: focus where the keyboard expects it. Every picker and modal opened from a form
// opens with the focus in its search box (or first useful control) and gives it back to the
// control that opened it, after a pick and after Escape; an Escape in a picker over the
// Episodes modal closes only the picker. The login page tabs to "Sign in" before "Sign in with a
// passkey"; a required field is named without its asterisk and marked aria-required; a success
// toast stays while the pointer or the focus is on it and never covers the patient header.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let reasonId: string;
const browser = useBrowser();

beforeAll(async () => {
  ({ url, api, practice, token, reasonId } = await clinicalPractice('Focus'));
});

/** 'focused' when the element has the keyboard's focus, else what has it (the failure then says). */
const focusOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const active = document.activeElement;
    if (element === active) return 'focused';
    if (!active || active === document.body) return 'the focus is on <body>';
    const label = active.getAttribute('aria-label') ?? active.getAttribute('data-testid') ?? active.textContent?.trim().slice(0, 40);
    return `the focus is on <${active.tagName.toLowerCase()}> ${label ?? ''}`;
  });

/** Waits until the element has the focus (focus moves after the modal's own effects). */
async function expectFocusOn(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => focusOf(locator), { message: `the focus is on ${what}`, timeout: 5_000 }).toBe('focused');
}

const picker = (page: Page) => page.getByRole('dialog', { name: 'Add ICP Code' });
const searchBox = (page: Page) => picker(page).getByRole('searchbox', { name: 'Search ICPC codes' });

/**
 * Opens 'Add ICP Code' from `opener` by keyboard, types the code straight away (nothing typed is
 * lost), and picks it by keyboard (Down into the results, Enter); the focus is back on `back`.
 */
async function pickByKeyboard(page: Page, opener: Locator, code: string, back: Locator = opener): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(searchBox(page), 'the search box of Add ICP Code');
  await page.keyboard.type(code);
  await picker(page).locator(`button[data-code="${code}"]`).waitFor();
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(picker(page).locator(`button[data-code="${code}"]`), code);
  await page.keyboard.press('Enter');
  await picker(page).waitFor({ state: 'hidden' });
  await expectFocusOn(back, 'the control that opened Add ICP Code');
}

/** Opens 'Add ICP Code' from `opener`, types, and leaves with Escape: the focus is back on the opener. */
async function escapeFromPicker(page: Page, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(searchBox(page), 'the search box of Add ICP Code');
  await page.keyboard.type('hyp');
  await page.keyboard.press('Escape');
  await picker(page).waitFor({ state: 'hidden' });
  await expectFocusOn(opener, 'the control that opened Add ICP Code');
}

describe('focus in pickers and modals', () => {
  it("'Add ICP Code' from the General History card opens on its search box and gives the focus back", async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/consult`);
    await page.setViewportSize(WIDE);
    const form = page.getByTestId('record-card-history').getByTestId('history-form');
    await form.getByTestId('history-form-unlock').click();
    const opener = form.getByTestId('history-add-code');
    await pickByKeyboard(page, opener, 'K86');
    await form.getByText('K86 Hypertension uncomplicated').waitFor();
    await escapeFromPicker(page, opener);
  });

  it("'Add ICP Code' of the decursus opens on its search box and gives the focus back to its button", async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/decursus`);
    await page.setViewportSize(WIDE);
    const subjective = page.getByTestId('decursus-icpc-subjective-pick');
    await pickByKeyboard(page, subjective, 'R05');
    await subjective.getByText('R05 Cough').waitFor();
    await escapeFromPicker(page, subjective);
  });

  it("'Add ICP Code' over the Episodes modal gives the focus back in the modal, whose Escape still closes it", async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/decursus`);
    await page.setViewportSize(WIDE);
    const episodesOpener = page.getByTestId('decursus-episodes-open');
    await episodesOpener.click();
    const episodes = page.getByRole('dialog', { name: 'Episodes' });
    await episodes.getByTestId('episodes-table').waitFor();
    await episodes.getByTestId('new-episode-name').locator('input').fill('Hypertensie');
    await episodes.getByTestId('new-episode-create').click();
    const row = episodes.getByTestId('episodes-table').locator('tbody tr').filter({ hasText: 'Hypertensie' });
    const code = row.getByTestId('episode-icpc');
    await code.waitFor();

    await pickByKeyboard(page, code, 'K86');
    await row.getByText('K86', { exact: false }).first().waitFor();
    await expectFocusOn(code, 'the episode’s ICPC code button');
    // Escape closes the picker only; the Episodes modal stays, and its own Escape closes it.
    await escapeFromPicker(page, code);
    expect(await episodes.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await episodes.waitFor({ state: 'hidden' });
    await expectFocusOn(episodesOpener, 'the button that opened the Episodes modal');
  });

  it("the decursus' 'UPDATE DECURSUS ?' opens on Cancel, not Close, and gives the focus back to Save Decursus", async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/decursus`);
    await page.setViewportSize(WIDE);
    await page.getByTestId('decursus-subjective').locator('textarea').fill('Hoofdpijn sinds gisteren.');
    const save = page.getByTestId('decursus-save');
    await save.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'UPDATE DECURSUS ?' });
    // A confirmation opens on its Cancel: Enter never confirms it unasked.
    await expectFocusOn(confirm.getByRole('button', { name: 'Cancel', exact: true }), 'Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expectFocusOn(save, 'Save Decursus');
  });
});

/**
 * Opens a modal from `opener` by keyboard: the focus goes to `first` (its first useful control),
 * never the header's Close; Escape closes it and gives the focus back to the opener.
 */
async function opensOnAndGivesBack(page: Page, opener: Locator, dialog: Locator, first: Locator, what: string): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expectFocusOn(first, `${what}, the first useful control`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectFocusOn(opener, 'the control that opened the modal');
}

describe('focus in the other modals', () => {
  it("'Invite user' opens on its Email field and gives the focus back to Invite", async () => {
    const page = await browser.signedInPage(url, practice.users.staff, '/users');
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await opensOnAndGivesBack(page, page.getByTestId('users-invite'), dialog, dialog.getByRole('textbox', { name: 'Email' }), 'Email');
  });

  it("'Sign out everywhere?' opens on Cancel, so Enter never signs out unasked, and gives the focus back", async () => {
    const page = await browser.signedInPage(url, practice.users.nurse, '/account');
    await page.getByRole('tab', { name: 'Security' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await opensOnAndGivesBack(page, page.getByTestId('sign-out-everywhere'), dialog, page.getByTestId('sign-out-everywhere-cancel'), 'Cancel');
  });

  it("'New Consultation' from the record opens inside its form, not on Close, and gives the focus back", async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.physician, `/patients/${visit.patient_id}/view`);
    await page.setViewportSize(WIDE);
    const modal = page.getByTestId('new-consultation-modal');
    const first = modal.getByTestId('new-consultation-form').locator('button, input, textarea').first();
    await opensOnAndGivesBack(page, page.getByRole('button', { name: 'New Consultation', exact: true }), modal, first, 'the form');
  });
});

describe('focus on the login page and in forms', () => {
  it('tabs from the password to "Sign in" before "Sign in with a passkey"', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    const passkey = page.getByRole('button', { name: 'Sign in with a passkey', exact: true });
    await passkey.waitFor();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expectFocusOn(signIn, 'Sign in');
    await page.keyboard.press('Tab');
    await expectFocusOn(passkey, 'Sign in with a passkey');
  });

  it('names a required field without its asterisk and marks it aria-required', async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/consult`);
    await page.setViewportSize(WIDE);
    const reason = page.getByTestId('consultation-form').getByRole('textbox', { name: 'Reason', exact: true });
    await reason.waitFor();
    await expect(reason.getAttribute('aria-required')).resolves.toBe('true');
    // What a screen reader is told: Chromium's own accessibility tree, not only playwright's reckoning.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value?: string }; name?: { value?: string } }[] };
    const names = nodes.filter((node) => node.role?.value === 'textbox').map((node) => node.name?.value ?? '');
    expect(names).toContain('Reason');
    expect(names.filter((name) => name.includes('*'))).toEqual([]);
  });
});

describe('success toasts', () => {
  it('stay while the pointer or the focus is on them, go after, and never cover the patient header, its tabs or a bar at the bottom', async () => {
    const visit = await walkIn({ api, token, reasonId });
    const page = await browser.signedInPage(url, practice.users.administration, `/patients/${visit.patient_id}/view`);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openTab(page, 'Memo');
    const form = page.getByTestId('memo-form');
    const save = async (text: string) => {
      await form.getByTestId('memo-form-unlock').click();
      await form.getByRole('textbox', { name: 'Memo' }).fill(text);
      await form.getByTestId('memo-form-submit').click();
    };
    const toasts = page.getByTestId('toasts');

    // The page's clock stands still from before the save (playwright's fake clock), so the 1 s the
    // toast has is spent only as the test moves it on: a slow machine between the toast showing
    // and the pointer reaching it cannot use it up.
    await page.clock.install();
    await pauseClock(page);
    await save('Spreekt Sranantongo.');
    const created = toasts.getByText('Patient memo was created successfully', { exact: true });
    await untilShown(page, created);
    // Clear of the patient header, the record's tabs and the form's actions bar stuck at the bottom.
    const covered = await page.evaluate(() => {
      const toast = document.querySelector('[data-testid="toasts"]')!.getBoundingClientRect();
      const parts = { header: '[data-testid="patient-header"]', tabs: '[role="tablist"]', actions: '[data-testid="memo-form-actions"]' };
      return Object.entries(parts)
        .filter(([, selector]) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return toast.top < box.bottom && toast.bottom > box.top && toast.left < box.right && toast.right > box.left;
        })
        .map(([part]) => part);
    });
    expect(covered).toEqual([]);
    await created.hover();
    await page.clock.runFor(TOAST_AUTO_HIDE_MS + 1_500);
    expect(await created.isVisible()).toBe(true);
    await page.mouse.move(5, 760);
    await page.clock.runFor(TOAST_AUTO_HIDE_MS + 100);
    await page.clock.resume(); // the toast's way out (its animation) runs in the page's own time
    await created.waitFor({ state: 'detached', timeout: 5_000 });

    // The same with the keyboard's focus on the toast (its Dismiss), until the focus leaves it.
    await pauseClock(page);
    await save('Spreekt Sranantongo en Nederlands.');
    const updated = toasts.getByText('Patient memo was updated successfully', { exact: true });
    await untilShown(page, updated);
    await toasts.getByRole('button', { name: 'Dismiss' }).focus();
    await page.clock.runFor(TOAST_AUTO_HIDE_MS + 1_500);
    expect(await updated.isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Memo', exact: true }).focus();
    await page.clock.runFor(TOAST_AUTO_HIDE_MS + 100);
    await page.clock.resume();
    await updated.waitFor({ state: 'detached', timeout: 5_000 });
  });
});

/**
 * Stops the page's (fake) clock: no timer fires until the test moves it on. The clock runs
 * between reading its time and pausing it, so it pauses a little ahead (timers due by then fire
 * once, before the save), and reads again if a slow moment still let it run past that.
 */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Moves the paused page clock on in small steps until the toast shows: the save's own timers run,
 * and the toast has spent at most one step of its time when the test looks at it.
 */
async function untilShown(page: Page, toast: Locator): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && !(await toast.isVisible());) await page.clock.runFor(20);
  expect(await toast.isVisible()).toBe(true);
}
