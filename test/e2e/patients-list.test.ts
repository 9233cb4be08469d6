import { type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TypedApi, typedApi } from '../support/api';
import { newPatientBody } from '../support/patients';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { useBrowser, lookAt } from './browser';
import { requestsInFlight, timersOfDelay } from './conditions';

// All Patients' order and paging (issue 9 points 3 and 4): surname as written first ("Chin A Lin"
// after "Chin", Abauna on page 1), and Next clicked as soon as the list shows stays on page 2
// after the search box's debounce has passed.
let url: string;
let practice: TestPractice;
let api: TypedApi;
const browser = useBrowser();
const FIRST_NAMES = ['Ada', 'Bea', 'Cor', 'Dirk', 'Els', 'Fien', 'Gijs', 'Hans', 'Ida', 'Jan', 'Kees', 'Lot', 'Mies', 'Nel', 'Olga', 'Piet', 'Quin', 'Rob'];
/** The search box waits this long after typing (usePatientList). */
const DEBOUNCE_MS = 300;

beforeAll(async () => {
  url = twin().url;
  api = typedApi(url);
  practice = await createTestPractice();
  const token = await idToken(practice.users.administration);
  const people = [['André', 'Chin A Lin'], ['Zora', 'Chin'], ['Xenia', 'Abauna'], ...FIRST_NAMES.map((first) => [first, 'Lijst'])];
  for (const [first_name, surname] of people) {
    expect((await api('createPatient', token, { body: newPatientBody({ first_name, surname }) })).status).toBe(201);
  }
});

type ClickProbe = Window & { nextClickedAfterRowsMs?: number };

/** Runs in the page before the app: clicks Next as soon as the table has rows and Next is enabled. */
function clickNextWhenRowsAppear(): void {
  const probe = window as ClickProbe;
  const observer = new MutationObserver(() => {
    const rowLink = document.querySelector('[data-testid="patients-table"] a');
    const next = document.querySelector<HTMLButtonElement>('[data-testid="patients-table-next"]');
    if (!rowLink || !next || next.disabled || next.getAttribute('aria-disabled') === 'true') return;
    const seen = performance.now();
    next.click();
    probe.nextClickedAfterRowsMs = performance.now() - seen;
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true, attributes: true }));
}

const names = async (page: Page) => (await page.getByTestId('patients-table').getByRole('link').allTextContents()).map((n) => n.trim());

describe('All Patients', () => {
  it('lists by surname as written and keeps page 2 when Next is clicked within the debounce of the list loading', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients');
    await page.setViewportSize({ width: 1440, height: 900 });
    // In the page, Next is clicked in the same moment the first rows appear (a scripted click from
    // the test would arrive hundreds of ms later on a busy machine), then the debounce runs out.
    await page.addInitScript(clickNextWhenRowsAppear);
    const debounce = await timersOfDelay(page, DEBOUNCE_MS);
    const requests = requestsInFlight(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as ClickProbe).nextClickedAfterRowsMs), { timeout: 15_000 }).toBeLessThan(DEBOUNCE_MS);
    await expect.poll(() => page.getByTestId('patients-table-range').textContent(), { timeout: 10_000 }).toBe('Showing 11 to 20 of 21');
    // Past the debounce: every debounce timer the page set has fired, and whatever it fetched has
    // come back and is painted. Still page 2.
    await debounce.allFired();
    await requests.idle();
    expect(await page.getByTestId('patients-table-range').textContent()).toBe('Showing 11 to 20 of 21');
    expect((await names(page))[0]).toBe('Hans Lijst');
    await lookAt(page, 'patients-list-page2-1440');

    await page.getByTestId('patients-table-prev').click();
    await expect.poll(() => page.getByTestId('patients-table-range').textContent()).toBe('Showing 1 to 10 of 21');
    await expect
      .poll(() => names(page))
      .toEqual(['Xenia Abauna', 'Zora Chin', 'André Chin A Lin', ...FIRST_NAMES.slice(0, 7).map((first) => `${first} Lijst`)]);
    // The Gender column shows each patient's biological gender (the test patients are all 'F').
    const table = page.getByTestId('patients-table');
    await expect.poll(() => table.getByTestId('gender-biological-gender').count()).toBe(10);
    expect(new Set(await table.getByTestId('gender-biological-gender').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))).toEqual(
      new Set(['Biological gender: Female']),
    );
    // And in search results (read by key from the name-prefix index).
    await page.getByTestId('patients-search').locator('input').fill('lijst');
    await expect.poll(() => page.getByTestId('patients-table-range').textContent(), { timeout: 10_000 }).toBe('Showing 1 to 10 of 18');
    await expect.poll(() => table.getByTestId('gender-biological-gender').count()).toBe(10);
    await page.setViewportSize({ width: 1024, height: 800 });
    await lookAt(page, 'patients-list-page1-1024');
  });

  it("says 'of 200+' when more patients match than a search counts, and the exact count once fewer follow the page", async () => {
    const token = await idToken(practice.users.administration);
    const MANY = 205;
    const first = (i: number) => `Lid${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`;
    for (let start = 0; start < MANY; start += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, MANY - start) }, (_, j) =>
          api('createPatient', token, { body: newPatientBody({ first_name: first(start + j), surname: 'Menigte' }) }),
        ),
      );
    }
    const page = await browser.signedInPage(url, practice.users.administration, '/patients');
    await page.getByTestId('patients-search').locator('input').fill('menigte');
    const range = page.getByTestId('patients-table-range');
    await expect.poll(() => range.textContent(), { timeout: 10_000 }).toBe('Showing 1 to 10 of 200+');
    await page.getByTestId('patients-table-next').click();
    await expect.poll(() => range.textContent(), { timeout: 10_000 }).toBe(`Showing 11 to 20 of ${MANY}`);
    expect((await names(page))[0]).toBe(`${first(10)} Menigte`);
    await lookAt(page, 'patients-list-lower-bound');
  }, 120_000);
});
