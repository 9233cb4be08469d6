import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi, type TypedApi } from '../support/api';
import { createTestPractice, createTestUser, idToken, type TestPractice, type TestUser } from '../support/practice';
import { twin } from '../support/twin-env';
import { signIn as signInAt, toast, useBrowser, lookAt } from './browser';

// The account screen in Chromium against the twin: the General tab's locked form, the password
// change on Security, role permissions on Permissions and the physician's consultation reasons.
let url: string;
let api: TypedApi;
let practice: TestPractice;
const browser = useBrowser();

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
});

const signIn = (user: Pick<TestUser, 'email' | 'password'>, path = '/account'): Promise<Page> => browser.signedInPage(url, user, path);

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

describe('General tab', () => {
  it('is locked until Unlock, resets, refuses a bad e-mail, saves and shows the toast', async () => {
    const user = await createTestUser(practice.id, ['physician'], { firstName: 'Anna' });
    const page = await signIn(user);
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    await expect.poll(() => form.getAttribute('data-locked')).toBe('true');
    const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
    expect(await firstName.inputValue()).toBe('Anna');
    expect(await firstName.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('profile-form-submit').isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Prefix', exact: true }).waitFor(); // physicians see prefix and identifier
    await page.getByRole('textbox', { name: 'Identifier', exact: true }).waitFor();
    expect(await page.getByTestId('profile-card-joined').textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await lookAt(page, 'account-general');

    await page.getByTestId('profile-form-unlock').click();
    await page.getByTestId('profile-form-lock').waitFor(); // Lock only while clean
    await firstName.fill('Anneke');
    await expect.poll(() => page.getByTestId('account-tab-general').getAttribute('data-status')).toBe('dirty');
    expect(await page.getByTestId('profile-form-lock').count()).toBe(0);
    await page.getByTestId('profile-form-reset').click();
    expect(await firstName.inputValue()).toBe('Anna');
    await expect.poll(() => page.getByTestId('account-tab-general').getAttribute('data-status')).toBe('clean');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByTestId('profile-form-submit').click();
    await page.getByText('Enter a valid email address.').waitFor();
    await expect.poll(() => page.getByTestId('account-tab-general').getAttribute('data-status')).toBe('error');
    await lookAt(page, 'account-general-error');
    await page.getByTestId('profile-form-reset').click();

    await firstName.fill('Anneke');
    await page.getByRole('textbox', { name: 'Identifier', exact: true }).fill('BIG-12345');
    await page.getByTestId('profile-form-submit').click();
    await toast(page, 'User information updated', 'User information was updated successfully');
    await expect.poll(() => form.getAttribute('data-locked')).toBe('true');
    await expect.poll(() => page.getByTestId('profile-card-name').textContent()).toContain('Anneke Tester');
    expect(await page.getByTestId('profile-card-identifier').textContent()).toBe('BIG-12345');
  });

  it('shows prefix and identifier to physicians only', async () => {
    const page = await signIn(practice.users.nurse);
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByRole('textbox', { name: 'Identifier', exact: true }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Prefix', exact: true }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Consultations' }).count()).toBe(0);
  });
});

describe('Security tab', () => {
  it('checks the passwords, names a wrong current password, changes it, and the new one signs in', async () => {
    const user = await createTestUser(practice.id, ['nurse'], { firstName: 'Sanne' });
    const page = await signIn(user);
    await openTab(page, 'Security');
    await page.getByTestId('password-guidance').waitFor();
    await lookAt(page, 'account-security');
    await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Kokosnoot-Zon-42');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Kokosnoot-Zon-43');
    await page.getByTestId('security-submit').click();
    await page.getByText("The two password fields didn't match.").waitFor();
    await expect.poll(() => page.getByTestId('account-tab-security').getAttribute('data-status')).toBe('error');

    await page.getByRole('checkbox', { name: 'Show passwords' }).check();
    expect(await page.getByRole('textbox', { name: 'New password', exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong-Password-1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Kokosnoot-Zon-42');
    await page.getByTestId('security-submit').click();
    await page.getByText('The current password is not correct.').waitFor({ timeout: 10_000 });
    await lookAt(page, 'account-security-error');

    await page.getByRole('textbox', { name: 'Current password' }).fill(user.password);
    await page.getByTestId('security-submit').click();
    await toast(page, 'User password updated', 'User password was updated successfully');
    expect(await page.getByRole('textbox', { name: 'New password', exact: true }).inputValue()).toBe('');

    const again = await browser.newPage(); // through the form: the new password is what is tested
    await signInAt(again, url, { email: user.email, password: 'Kokosnoot-Zon-42' }, '/account');
    await again.getByTestId('profile-form').waitFor();
  });
});

async function nursePermissionIds(token: string): Promise<string[]> {
  const roles = (await (await fetch(`${url}/api/auth/roles/`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: string;
    permissions: { id: string }[];
  }[];
  return roles.find((role) => role.id === 'nurse')?.permissions.map((p) => p.id) ?? [];
}

describe('Permissions tab', () => {
  it('lets staff toggle a nurse permission and save the whole list', async () => {
    const token = await idToken(practice.users.staff);
    expect(await nursePermissionIds(token)).not.toContain('add_patient');
    const page = await signIn(practice.users.staff);
    await openTab(page, 'Permissions');
    await page.getByTestId('role-nav').getByRole('link', { name: 'Nurse' }).click();
    const editor = page.getByTestId('role-editor-nurse');
    await editor.waitFor();
    await editor.getByTestId('permission-add_patient').click();
    await expect.poll(() => page.getByTestId('account-tab-permissions').getAttribute('data-status')).toBe('dirty');
    await page.getByTestId('role-nav').getByRole('link', { name: 'Nurse (unsaved)' }).waitFor();
    await lookAt(page, 'account-permissions');
    await editor.getByTestId('permissions-save').click();
    await toast(page, 'Permissions updated', 'Role permissions were updated successfully');
    await expect.poll(() => nursePermissionIds(token)).toContain('add_patient');
    expect(await nursePermissionIds(token)).toContain('view_patient');
  });

  it('shows a nurse the permissions read-only', async () => {
    const page = await signIn(practice.users.nurse);
    await openTab(page, 'Permissions');
    const editor = page.getByTestId('role-editor-physician');
    await editor.getByText('Only staff can change role permissions.').waitFor();
    expect(await editor.getByRole('checkbox').first().isDisabled()).toBe(true);
    expect(await editor.getByTestId('permissions-save').count()).toBe(0);
    expect(await editor.getByTestId('permissions-give-full').count()).toBe(0);
    await lookAt(page, 'account-permissions-readonly');
  });
});

describe('Consultations tab', () => {
  /** The reason as the practice stores it, and the ids the physician activated (their calendar settings). */
  async function stored(user: TestUser, name: string) {
    const token = await idToken(user);
    const reasons = await api('listConsultReasonTypes', token);
    expect(reasons.status).toBe(200);
    const settings = await api('getCalendarSettings', token, { params: { username: user.email } });
    expect(settings.status).toBe(200);
    return { reason: reasons.body.find((r) => r.name === name), activated: settings.body.consult_reason_types };
  }

  it('creates, activates for the physician only, deactivates and renames a reason', async () => {
    const page = await signIn(practice.users.physician);
    await openTab(page, 'Consultations');
    const available = page.getByTestId('reasons-available');
    const activated = page.getByTestId('reasons-activated');
    await available.getByTestId('reason-new').click();
    await page.getByLabel('New reason name').fill('Bloeddrukcontrole');
    await page.getByLabel('New reason name').press('Enter');
    await toast(page, 'Consultation reasons created', 'Consultation reason was created successfully');
    await available.getByText('Bloeddrukcontrole', { exact: true }).waitFor();

    await available.getByRole('button', { name: 'Activate Bloeddrukcontrole' }).click();
    await toast(page, 'Consultation reasons update', 'Consultation reason was activated successfully');
    await activated.getByText('Bloeddrukcontrole', { exact: true }).waitFor();
    expect(await available.getByText('Bloeddrukcontrole', { exact: true }).count()).toBe(0);
    await lookAt(page, 'account-consultations');
    // Issue 11.6: activation is the physician's calendar settings; the reason stays the practice's.
    const afterActivation = await stored(practice.users.physician, 'Bloeddrukcontrole');
    expect(afterActivation.reason?.practitioner).toBeNull();
    expect(afterActivation.activated).toEqual([afterActivation.reason?.id]);

    // A second physician still finds it among their Available Reasons and activates it too.
    const colleague = await createTestUser(practice.id, ['physician'], { firstName: 'Ravi' });
    const second = await signIn(colleague);
    await openTab(second, 'Consultations');
    await second.getByTestId('reasons-available').getByRole('button', { name: 'Activate Bloeddrukcontrole' }).click();
    await toast(second, 'Consultation reasons update', 'Consultation reason was activated successfully');
    await second.getByTestId('reasons-activated').getByText('Bloeddrukcontrole', { exact: true }).waitFor();
    expect((await stored(colleague, 'Bloeddrukcontrole')).activated).toEqual([afterActivation.reason?.id]);
    expect((await stored(practice.users.physician, 'Bloeddrukcontrole')).activated).toEqual([afterActivation.reason?.id]);
    await second.close();

    await activated.getByRole('button', { name: 'Deactivate Bloeddrukcontrole' }).click();
    await toast(page, 'Consultation reasons update', 'Consultation reason was deactivated successfully');
    await available.getByText('Bloeddrukcontrole', { exact: true }).waitFor();
    expect((await stored(practice.users.physician, 'Bloeddrukcontrole')).activated).toEqual([]);
    // Deactivated for this physician only.
    expect((await stored(colleague, 'Bloeddrukcontrole')).activated).toEqual([afterActivation.reason?.id]);

    await available.getByText('Bloeddrukcontrole', { exact: true }).dblclick();
    const rename = page.getByLabel('Rename Bloeddrukcontrole');
    await rename.fill('Controle bloeddruk');
    await rename.press('Enter');
    await toast(page, 'Consultation reasons updated', 'Consultation reason was updated successfully');
    await available.getByText('Controle bloeddruk', { exact: true }).waitFor();

    await available.getByRole('button', { name: 'Rename Controle bloeddruk' }).click(); // the keyboard way in
    await page.getByLabel('Rename Controle bloeddruk').press('Escape');
    await available.getByText('Controle bloeddruk', { exact: true }).waitFor();

    await available.getByRole('button', { name: 'Delete Controle bloeddruk' }).click();
    await page.getByText('DELETE CONSULTATION REASON', { exact: true }).waitFor();
    await page.getByTestId('confirm-delete-confirm').click();
    await toast(page, 'Consultation reasons deleted', 'Consultation reason was deleted successfully');
    await expect.poll(() => available.getByText('Controle bloeddruk', { exact: true }).count()).toBe(0);
  });

  it('shows staff who are not physicians the practice list, with nothing to activate', async () => {
    const page = await signIn(practice.users.staff);
    await openTab(page, 'Consultations');
    await page.getByTestId('reasons-activation-note').waitFor();
    await page.getByTestId('reasons-available').waitFor();
    expect(await page.getByTestId('reasons-activated').count()).toBe(0);
    expect(await page.getByTestId('reason-move').count()).toBe(0);
  });
});
