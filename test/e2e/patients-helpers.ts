import { type Page } from 'playwright-core';
import { type TestUser } from '../support/practice';

// Steps the patient screens' browser tests share: signing in, toasts, Cloudscape selects.

export async function signIn(page: Page, url: string, user: Pick<TestUser, 'email' | 'password'>, path: string): Promise<void> {
  await page.goto(`${url}${path}`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

export async function toast(page: Page, header: string, content: string): Promise<void> {
  // Success toasts hide after a second (spec 1 §9): wait for both texts at once.
  await page.getByText(content, { exact: true }).first().waitFor({ timeout: 10_000 });
  await page.getByText(header, { exact: true }).first().waitFor({ timeout: 1_000 });
}

/** Opens a RefSelect (test id field-<name>) and picks an option by its label. */
export async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(`field-${field}`).getByRole('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The text a select shows as chosen ('Choose' when none). */
export async function chosen(page: Page, field: string): Promise<string> {
  return (await page.getByTestId(`field-${field}`).getByRole('button').first().textContent()) ?? '';
}

export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
