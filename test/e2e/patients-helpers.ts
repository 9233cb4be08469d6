import { type Page } from 'playwright-core';
import { pickOption } from './select-option';

// Steps the patient screens' browser tests share: Cloudscape selects and text boxes (signing in
// and toasts are in browser.ts).
export { signIn, toast } from './browser';

/** Opens a RefSelect (test id field-<name>) and picks an option by its label. */
export const choose = (page: Page, field: string, option: string | RegExp) =>
  pickOption(page, page.getByTestId(`field-${field}`).getByRole('button').first(), option);

/** The text a select shows as chosen ('Choose' when none). */
export async function chosen(page: Page, field: string): Promise<string> {
  return (await page.getByTestId(`field-${field}`).getByRole('button').first().textContent()) ?? '';
}

export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
