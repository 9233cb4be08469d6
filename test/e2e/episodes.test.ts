import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Locator, type Page, type Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi } from '../support/api';
import { type TestPractice } from '../support/practice';
import { lookAt, toast, useBrowser } from './browser';
import { expectAccessibleWhenStill as expectAccessible } from './decursus-steps';
import { clinicalPractice, walkIn, SMALL, WIDE } from './clinical-practice';

// Issue 10 §5 (UI): the Episodes modal of the decursus screen. New Episode, a rename saved
// after 1000 ms of quiet ('Episode updated'), bookmark, ICPC code, reorder by keyboard and by
// drag (the order saved), Set and 'Selected', close and Activate, merge behind 'MERGE EPISODES';
// and the decursus' Episode sub-panel linking a recent one.
let url: string;
let api: TypedApi;
let practice: TestPractice;
let token: string;
let reasonId: string;
const browser = useBrowser();

beforeAll(async () => {
  ({ url, api, practice, token, reasonId } = await clinicalPractice('Controle'));
});

const consultation = (): Promise<Consultation> => walkIn({ api, token, reasonId });

async function openEpisodes(page: Page): Promise<Locator> {
  await page.getByTestId('decursus-episodes-open').click();
  const modal = page.getByRole('dialog', { name: 'Episodes' });
  await modal.getByTestId('episodes-table').waitFor();
  return modal;
}

const rows = (modal: Locator) => modal.getByTestId('episodes-table').locator('tbody tr');
const rowOf = (modal: Locator, name: string) => rows(modal).filter({ has: modal.page().getByRole('button', { name: `Reorder ${name}`, exact: true }) });
const order = (modal: Locator) =>
  rows(modal)
    .locator('[data-testid="episode-drag"]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
const episodeNames = async (patientId: string) => (await api('listEpisodes', token, { params: { id: patientId } })).body.map((episode) => episode.name);
const isSort = (request: Request) => request.method() === 'PATCH' && request.url().endsWith('/api/episodes/sort/');

async function create(modal: Locator, name: string): Promise<void> {
  await modal.getByTestId('new-episode-name').locator('input').fill(name);
  await modal.getByTestId('new-episode-create').click();
  await rowOf(modal, name).waitFor();
}

describe('episodes modal', () => {
  it('creates, renames by auto-update, bookmarks, codes, reorders by keyboard and by drag, sets, closes and activates', async () => {
    const visit = await consultation();
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/decursus`);
    await page.setViewportSize(WIDE);
    await page.getByTestId('decursus-episode').getByText('No Episodes').waitFor();
    const modal = await openEpisodes(page);
    await modal.getByText('No Episodes', { exact: true }).waitFor();
    // Spec 3 §2: New Episode (name and Create) sits in the modal's footer beside Dismiss (issue 21 §8).
    const footer = modal.getByTestId('episodes-footer');
    for (const part of ['new-episode-name', 'new-episode-create', 'episodes-dismiss']) expect(await footer.getByTestId(part).count(), part).toBe(1);
    await expectAccessible(page);

    await create(modal, 'Hypertensie');
    await create(modal, 'Diabetes');
    await expect(order(modal)).resolves.toEqual(['Reorder Hypertensie', 'Reorder Diabetes']);
    const first = rowOf(modal, 'Hypertensie');
    await first.getByText('n/a', { exact: true }).waitFor();
    await first.getByText('Active', { exact: true }).waitFor();

    // The name saves itself 1000 ms after typing stops.
    await first.getByTestId('episode-name').locator('input').fill('Hypertensie essentieel');
    const typed = Date.now();
    const put = await page.waitForRequest((request) => request.method() === 'PUT' && /\/api\/episodes\/[0-9A-Z]{26}\/$/.test(request.url()));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(900);
    expect(put.postDataJSON()).toMatchObject({ name: 'Hypertensie essentieel', active: true });
    await toast(page, 'Episode updated', 'Episode was updated successfully');
    await expect.poll(() => episodeNames(visit.patient_id)).toEqual(['Hypertensie essentieel', 'Diabetes']);
    const hypertension = rowOf(modal, 'Hypertensie essentieel');

    // Bookmark, and a code from 'Add ICP Code' opened over the modal.
    await rowOf(modal, 'Diabetes').getByTestId('episode-bookmark').click();
    await toast(page, 'Episode updated', 'Episode was updated successfully');
    await hypertension.getByTestId('episode-icpc').click();
    const picker = page.getByRole('dialog', { name: 'Add ICP Code' });
    await picker.getByTestId('icpc-search').locator('input').fill('k86');
    await picker.locator('button[data-code="K86"]').click();
    await hypertension.getByText('K86 Hypertension uncomplicated').waitFor();
    const listed = (await api('listEpisodes', token, { params: { id: visit.patient_id } })).body;
    expect(listed.map(({ name, bookmarked, icpc_id }) => ({ name, bookmarked, icpc_id }))).toEqual([
      { name: 'Hypertensie essentieel', bookmarked: false, icpc_id: 'K86' },
      { name: 'Diabetes', bookmarked: true, icpc_id: null },
    ]);
    for (const size of [WIDE, SMALL]) {
      await page.setViewportSize(size);
      // Every column in view at both widths: the last one's buttons end inside the table's visible area.
      // Measured once the table has laid itself out for the new size (Cloudscape resizes on a ResizeObserver, not at once).
      // Found and measured in one step: a row re-rendered between two looks has no box.
      const overflow = () =>
        modal.evaluate((dialog) => {
          const visible = dialog.querySelector('table')!.parentElement!.getBoundingClientRect().right;
          const rights = Array.from(dialog.querySelectorAll('[data-testid="episode-set"]')).map((set) => set.getBoundingClientRect().right);
          return Math.max(...rights) - visible;
        });
      await expect.poll(overflow).toBeLessThanOrEqual(0);
      await lookAt(page, `episodes-modal-${size.width}`);
    }
    await page.setViewportSize(WIDE);

    // Reorder by keyboard: the handle, Space, Down, Space; the order is saved.
    const sortedByKeys = page.waitForRequest(isSort);
    await hypertension.getByTestId('episode-drag').focus();
    await page.keyboard.press('Space');
    // Picked up (the handle says so), then dnd-kit's live region says each step by name.
    await page.locator('[data-testid="episode-drag"][aria-pressed="true"]').waitFor();
    // dnd-kit's keyboard sensor starts listening for the arrows in a zero-delay timer set as the
    // item is picked up; a timer set now fires after it (timers of one delay fire in order).
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    await page.getByText('Hypertensie essentieel is over the place of Diabetes.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    expect((await sortedByKeys).postDataJSON()).toEqual([
      { id: expect.any(String), sort_order: 0 },
      { id: expect.any(String), sort_order: 1 },
    ]);
    await expect.poll(() => order(modal)).toEqual(['Reorder Diabetes', 'Reorder Hypertensie essentieel']);
    await expect.poll(() => episodeNames(visit.patient_id)).toEqual(['Diabetes', 'Hypertensie essentieel']);

    // Reorder by drag with the pointer: Hypertensie back on top.
    const sortedByDrag = page.waitForRequest(isSort);
    const from = (await rowOf(modal, 'Hypertensie essentieel').getByTestId('episode-drag').boundingBox())!;
    const to = (await rowOf(modal, 'Diabetes').getByTestId('episode-drag').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 10 + from.height / 2 - 4);
    await page.mouse.up();
    await sortedByDrag;
    await expect.poll(() => episodeNames(visit.patient_id)).toEqual(['Hypertensie essentieel', 'Diabetes']);
    await expect.poll(() => order(modal)).toEqual(['Reorder Hypertensie essentieel', 'Reorder Diabetes']);

    // Set links the consultation: that row says 'Selected'.
    await rowOf(modal, 'Diabetes').getByRole('button', { name: 'Set Diabetes' }).click();
    await rowOf(modal, 'Diabetes').getByTestId('episode-selected').getByText('Selected').waitFor();
    const diabetesId = listed.find((episode) => episode.name === 'Diabetes')!.id;
    await expect.poll(async () => (await api('getConsultation', token, { params: { id: visit.id } })).body.episode).toBe(diabetesId);
    await rowOf(modal, 'Hypertensie essentieel').getByRole('button', { name: 'Set Hypertensie essentieel' }).waitFor();

    // Close by status, then Activate.
    await rowOf(modal, 'Hypertensie essentieel').getByTestId('episode-status').click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    const closed = rowOf(modal, 'Hypertensie essentieel');
    await closed.getByRole('button', { name: 'Activate Hypertensie essentieel' }).waitFor();
    await closed
      .getByText(/^\d{2}-\d{2}-\d{4}$/)
      .nth(1)
      .waitFor(); // started and closed
    await expect(closed.getByTestId('episode-merge').locator('input').isDisabled()).resolves.toBe(true);
    await expectAccessible(page);
    await closed.getByRole('button', { name: 'Activate Hypertensie essentieel' }).click();
    await toast(page, 'Episode updated', 'Episode was updated successfully');
    await closed.getByRole('button', { name: 'Set Hypertensie essentieel' }).waitFor();
    await closed.getByText('n/a', { exact: true }).waitFor();

    // The decursus' Episode panel lists the active ones with the linked one chosen; picking another links it.
    await modal.getByTestId('episodes-dismiss').click();
    const panel = page.getByTestId('decursus-episode');
    await expect.poll(() => panel.getByRole('radio', { name: /Diabetes/ }).isChecked()).toBe(true);
    await panel.getByText('Hypertensie essentieel').click();
    await expect.poll(async () => (await api('getDecursus', token, { params: { id: visit.id } })).body.episode).not.toBe(diabetesId);
    await expect.poll(() => panel.getByRole('radio', { name: /Hypertensie essentieel/ }).isChecked()).toBe(true);
  });

  it('merges two ticked active episodes into the first ticked after MERGE EPISODES', async () => {
    const visit = await consultation();
    const page = await browser.signedInPage(url, practice.users.physician, `/schedule/${visit.id}/decursus`);
    await page.setViewportSize(WIDE);
    const modal = await openEpisodes(page);
    for (const name of ['Rugpijn', 'Lage rugpijn', 'Astma']) await create(modal, name);

    // Cancel unticks both and merges nothing.
    await rowOf(modal, 'Lage rugpijn').getByTestId('episode-merge').locator('input').click();
    await rowOf(modal, 'Rugpijn').getByTestId('episode-merge').locator('input').click();
    const confirm = page.getByRole('dialog', { name: 'MERGE EPISODES' });
    await confirm.getByText('NOTE: this cannot be undone!').waitFor();
    await confirm.getByText("'Rugpijn' is merged into 'Lage rugpijn', which leads.").waitFor();
    await expectAccessible(page);
    await lookAt(page, 'episodes-merge-1440');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(rowOf(modal, 'Rugpijn').getByTestId('episode-merge').locator('input').isChecked()).resolves.toBe(false);
    expect(await episodeNames(visit.patient_id)).toEqual(['Rugpijn', 'Lage rugpijn', 'Astma']);

    // The first ticked leads.
    await rowOf(modal, 'Lage rugpijn').getByTestId('episode-merge').locator('input').click();
    await rowOf(modal, 'Rugpijn').getByTestId('episode-merge').locator('input').click();
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'Episode updated', 'Episode was updated successfully');
    await rowOf(modal, 'Rugpijn').waitFor({ state: 'detached' });
    const after = (await api('listEpisodes', token, { params: { id: visit.patient_id } })).body;
    expect(after.map((episode) => episode.name)).toEqual(['Lage rugpijn', 'Astma']);
    expect(after[0]!.merged_ids).toHaveLength(1);
  });
});
