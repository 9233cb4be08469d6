import { type Page } from 'playwright-core';
import { expectAccessible } from './axe';

// Steps shared by the decursus, episodes and consultation-flow browser tests.

/** axe once the page is still: a modal fading in has its text at partial contrast for a moment. */
export async function expectAccessibleWhenStill(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectAccessible(page);
}

/** A text area of the current decursus by field name (subjective, objective, ...). */
export const decursusField = (page: Page, name: string) => page.getByTestId(`decursus-${name}`).locator('textarea');
