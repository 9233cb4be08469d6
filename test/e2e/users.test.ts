import { randomBytes } from 'node:crypto';
import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPractice, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { toast, useBrowser, lookAt } from './browser';

// The practice users screen in Chromium against the twin: staff invite a user, change roles,
// disable and enable; others never see it.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

const signIn = (user: Pick<TestUser, 'email' | 'password'>, path = '/users'): Promise<Page> => browser.signedInPage(url, user, path);

/** Opens the roles multiselect of the open dialog (its trigger is the first button in it). */
async function openRoles(page: Page): Promise<void> {
  await page.getByRole('dialog').getByTestId('user-roles').getByRole('button').first().click();
}

async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** How many elements of the users table (and the page itself) scroll sideways. */
async function sidewaysScrolling(page: Page): Promise<number> {
  const inTable = await page.getByTestId('users-table').evaluate(
    (root) =>
      [root, ...Array.from(root.querySelectorAll('*'))].filter((el) => {
        const overflowX = getComputedStyle(el).overflowX;
        return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      }).length,
  );
  const pageScrolls = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  return inTable + (pageScrolls ? 1 : 0);
}

const field = (page: Page, name: string) => page.getByRole('dialog').getByRole('textbox', { name, exact: true });

describe('practice users', () => {
  it("lists the practice's users with the paged footer", async () => {
    const page = await signIn(practice.users.staff);
    const table = page.getByTestId('users-table');
    await table.getByText(practice.users.nurse.email).waitFor();
    expect(await page.getByTestId('users-table-range').textContent()).toBe('Showing 1 to 4 of 4');
    expect(await page.getByTestId('users-table-next').isDisabled()).toBe(true);
    const staff = practice.users.staff;
    await page.getByRole('button', { name: `Actions for ${staff.firstName} ${staff.lastName}` }).click();
    expect(await page.getByRole('menuitem', { name: 'Disable' }).getAttribute('aria-disabled')).toBe('true'); // not yourself
    await page.keyboard.press('Escape');
    expect(await table.getByText(/^\d{2}-\d{2}-\d{4}$/).count()).toBeGreaterThanOrEqual(4);
    await lookAt(page, 'account-users');
  });

  it('invites a user, refuses a taken e-mail on its field, changes roles, disables and enables', async () => {
    const page = await signIn(practice.users.staff);
    const table = page.getByTestId('users-table');
    await table.getByText(practice.users.nurse.email).waitFor();
    const email = `invited-${randomBytes(4).toString('hex')}@praktijk.test`;

    await page.getByTestId('users-invite').click();
    await field(page, 'Email').fill(email);
    await field(page, 'First name').fill('Ingrid');
    await field(page, 'Last name').fill('Kromosoeto');
    await page.getByTestId('invite-form-submit').click();
    await page.getByText('Choose at least one role.').waitFor();
    await openRoles(page);
    await page.getByRole('option', { name: 'Nurse' }).click();
    await page.keyboard.press('Escape');
    await lookAt(page, 'account-users-invite');
    await page.getByTestId('invite-form-submit').click();
    await toast(page, 'User invited', 'User was invited successfully; the sign-in details were sent by e-mail');
    const row = table.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Nurse');

    await page.getByTestId('users-invite').click();
    await field(page, 'Email').fill(practice.users.nurse.email);
    await field(page, 'First name').fill('Dubbel');
    await field(page, 'Last name').fill('Tester');
    await openRoles(page);
    await page.getByRole('option', { name: 'Nurse' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('invite-form-submit').click();
    await page.getByRole('dialog').getByText('A user with this email already exists.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await rowAction(page, 'Ingrid Kromosoeto', 'Edit roles');
    await openRoles(page);
    await page.getByRole('option', { name: 'Administration' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('edit-user-form-submit').click();
    await toast(page, 'User updated', 'User was updated successfully');
    await expect.poll(() => row.textContent()).toContain('Administration, Nurse');

    await rowAction(page, 'Ingrid Kromosoeto', 'Disable');
    await page.getByTestId('user-status-confirm').click();
    await toast(page, 'User disabled', 'User was disabled successfully');
    await expect.poll(() => row.textContent()).toContain('Disabled');

    await rowAction(page, 'Ingrid Kromosoeto', 'Enable');
    await page.getByTestId('user-status-confirm').click();
    await toast(page, 'User enabled', 'User was enabled successfully');
    await expect.poll(() => row.textContent()).toContain('Active');
  });

  it('shows an invited name typed in lower case capitalised', async () => {
    const page = await signIn(practice.users.staff);
    const table = page.getByTestId('users-table');
    await table.getByText(practice.users.nurse.email).waitFor();
    const email = `lower-${randomBytes(4).toString('hex')}@praktijk.test`;
    await page.getByTestId('users-invite').click();
    await field(page, 'Email').fill(email);
    await field(page, 'First name').fill('ramona');
    await field(page, 'Last name').fill('sewdien-kartoredjo');
    await openRoles(page);
    await page.getByRole('option', { name: 'Nurse' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('invite-form-submit').click();
    await toast(page, 'User invited', 'User was invited successfully; the sign-in details were sent by e-mail');
    const row = table.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.textContent()).toContain('Ramona Sewdien-Kartoredjo');
    await page.getByRole('button', { name: 'Actions for Ramona Sewdien-Kartoredjo' }).waitFor();
  });

  it('fits the table in 1024 pixels, with each row menu in reach and inside the page landmarks', async () => {
    const page = await signIn(practice.users.staff);
    await page.setViewportSize({ width: 1024, height: 768 });
    const table = page.getByTestId('users-table');
    await table.getByText(practice.users.nurse.email).waitFor();
    await lookAt(page, 'users-1024');
    expect(await sidewaysScrolling(page)).toBe(0);

    // The last row's menu: the one with least room below it.
    const actions = page.getByRole('button', { name: /^Actions for / }).last();
    const button = (await actions.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(1024);
    await actions.click();
    const edit = page.getByRole('menuitem', { name: 'Edit roles', exact: true });
    await edit.waitFor();
    // Inside the window and not clipped by the table (the item itself is what the pointer reaches
    // at its centre), found and measured in one step once the menu has settled.
    const placed = () =>
      edit.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const reached = el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        return { left: box.left >= 0, right: box.right <= 1024, bottom: box.bottom <= 768, reached };
      });
    await expect.poll(placed).toEqual({ left: true, right: true, bottom: true, reached: true });
    expect(await page.getByRole('main').getByRole('menuitem', { name: 'Edit roles', exact: true }).count()).toBe(1);
    await lookAt(page, 'users-1024-menu');
    await expectAccessible(page, '/users with a row menu open');
    await page.keyboard.press('Escape');

    for (const [width, column] of [
      [1280, 'Joined'],
      [1440, 'Staff'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('columnheader', { name: new RegExp(`^${column}`) }).waitFor(); // Joined from 1280 pixels, every column from 1440
      expect(await sidewaysScrolling(page), `${width} pixels`).toBe(0);
      await lookAt(page, `users-${width}`);
    }
  });

  it('is not there for a user who is not staff', async () => {
    const page = await signIn(practice.users.physician);
    await page.waitForURL('**/404');
  });
});
