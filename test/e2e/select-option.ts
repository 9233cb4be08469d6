import { type Locator, type Page } from 'playwright-core';

/**
 * Opens a Cloudscape Select by its trigger and picks an option by its label. When the option never
 * shows, the failure says whether the list was open and what it offered: a select that did not
 * open and one that opened without the option are different faults.
 */
export async function pickOption(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  await trigger.click();
  const wanted = page.getByRole('option', { name: option }).first();
  try {
    await wanted.waitFor();
  } catch (error) {
    const expanded = await trigger.getAttribute('aria-expanded');
    const offered = await page.getByRole('option').allTextContents();
    throw new Error(`No option ${String(option)} (aria-expanded=${expanded}; options shown: ${offered.join(' | ') || 'none'})`, { cause: error });
  }
  await wanted.click();
}
