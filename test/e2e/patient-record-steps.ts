import { randomBytes } from 'node:crypto';
import { type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { type TestUser } from '../support/practice';

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

export async function toast(page: Page, header: string): Promise<void> {
  // Success toasts hide after a second (spec 1 §9): wait for both texts at once.
  const [thing, action] = [header.slice(0, header.lastIndexOf(' ')), header.slice(header.lastIndexOf(' ') + 1)];
  await page.getByText(`${thing} was ${action} successfully`, { exact: true }).first().waitFor({ timeout: 10_000 });
  await page.getByText(header, { exact: true }).first().waitFor({ timeout: 1_000 });
}

export const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** Opens a Cloudscape Select by its trigger and picks an option. */
export async function pick(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
}

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
