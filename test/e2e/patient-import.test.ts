import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { typedApi } from '../support/api';
import { createTestPractice, idToken, type TestPractice } from '../support/practice';
import { twin } from '../support/twin-env';
import { expectAccessible } from './axe';
import { useBrowser, lookAt } from './browser';
import { settledMeasure } from './conditions';

// Import Patients (spec 3 §2, §4) in Chromium against the twin: a CSV with good and bad rows,
// the Imported and Errors lists, the errors file, Clear; anything but .csv refused on the field.
let url: string;
let practice: TestPractice;
const browser = useBrowser();

const CSV = [
  'first_name;surname;date_of_birth;biological_gender_id;phone_mobile;email',
  'Sunita;Ramdin;14-02-1986;F;8123456;sunita@example.sr',
  'Errol;Pinas;03-11-1952;M;8811223;',
  ';Zondernaam;01-01-1990;F;;',
  'Mei Ling;Tjon A Fong;31-02-2001;F;7112233;',
].join('\n');

beforeAll(async () => {
  url = twin().url;
  practice = await createTestPractice();
});

describe('import patients', () => {
  it('imports good rows, lists the bad ones, downloads the errors and clears', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients');
    await page.getByTestId('patients-import').click();
    await page.waitForURL('**/patients/import');

    // Not a .csv: the server's message on the field.
    await page
      .getByTestId('import-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'patients.txt', mimeType: 'text/plain', buffer: Buffer.from(CSV) });
    await page.getByTestId('import-start').click();
    await page.getByText('Only .csv files can be imported.').waitFor();

    await page
      .getByTestId('import-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByTestId('import-start').click();
    const imported = page.getByTestId('import-imported');
    await imported.getByText('Sunita Ramdin').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('import-imported-range').textContent()).toBe('Showing 1 to 2 of 2');
    expect(await imported.getByText('created').count()).toBe(2);
    // Each imported name links to its patient's record (issue 9.9).
    expect(await imported.getByRole('link').allTextContents()).toEqual(['Sunita Ramdin', 'Errol Pinas']);
    expect(await imported.getByRole('link', { name: 'Sunita Ramdin' }).getAttribute('href')).toMatch(/^\/patients\/\w+\/edit$/);
    await expectAccessible(page);
    const errors = page.getByTestId('import-errors');
    expect(await page.getByTestId('import-errors-range').textContent()).toBe('Showing 1 to 2 of 2');
    // Reasons name the form's labels, never the API's field names (issue 21 §8).
    expect(await errors.getByText(/First name:/).count()).toBe(1);
    expect(await errors.getByText(/Date of birth:/).count()).toBe(1);
    expect(await errors.getByText(/first_name|date_of_birth/).count()).toBe(0);
    await lookAt(page, 'patients-import', { fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByTestId('import-download').click();
    const file = await download;
    const saved = readFileSync(await file.path(), 'utf8');
    // Row number and reason, then the row's own cells, so staff can correct them in their spreadsheet.
    expect(saved.split(/\r?\n/).filter(Boolean)).toEqual([
      '"row","reason","first_name","surname","date_of_birth","biological_gender_id","phone_mobile","email"',
      '4,"First name: This field is required.","","Zondernaam","01-01-1990","F","",""',
      '5,"Date of birth: Enter a valid date.","Mei Ling","Tjon A Fong","31-02-2001","F","7112233",""',
    ]);
    // Downloading resets the page for the next import (spec 3 §4).
    await imported.waitFor({ state: 'detached' });

    // The same file again updates the two patients instead of duplicating them; then Clear.
    await page
      .getByTestId('import-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByTestId('import-start').click();
    await imported.getByText('Sunita Ramdin').waitFor({ timeout: 20_000 });
    expect(await imported.getByText('updated').count()).toBe(2);
    await page.getByTestId('import-clear').click();
    await imported.waitFor({ state: 'detached' });
  });

  it('opens the imported patient from the Imported list', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients/import');
    const csv = ['first_name;surname;date_of_birth;biological_gender_id', 'Ravi;Linkmoeder;07-07-1977;M'].join('\n');
    await page
      .getByTestId('import-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-start').click();
    await page.getByTestId('import-imported').getByRole('link', { name: 'Ravi Linkmoeder' }).click();
    await page.waitForURL(/\/patients\/\w+\/edit$/);
    await page.getByText('Linkmoeder').first().waitFor();
  });

  // Issue 9.9: at 1024 px the Name column had 123 px and broke names with their employer over three lines.
  it('keeps a name with its employer to two lines on All Patients at 1024 px, with every column in view', async () => {
    const employer = 'Ministerie van Volksgezondheid';
    await typedApi(url)('createEmployer', await idToken(practice.users.staff), { body: { name: employer } });
    const page = await browser.signedInPage(url, practice.users.administration, '/patients/import');
    const csv = ['first_name;surname;date_of_birth;biological_gender_id;employer', `André;Chin A Lin;05-06-1970;M;${employer}`].join('\n');
    await page
      .getByTestId('import-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-start').click();
    await page.getByTestId('import-imported').getByRole('link', { name: 'André Chin A Lin' }).waitFor({ timeout: 20_000 });
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`${url}/patients`);
    // Issue 22 §8: the unfiltered list shows the row first and the search's answer renders it
    // again (the table shows 'Loading patients' in between); a cell found before that and measured
    // after had no client rects. Wait for the search's answer to be shown, then find and measure
    // in one step, until two frames agree.
    const searched = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/patients/' && new URL(r.url()).searchParams.get('search') === 'Chin A Lin',
    );
    await page.getByTestId('patients-search').locator('input').fill('Chin A Lin');
    await searched;
    await expect.poll(() => page.getByTestId('patients-table-range').textContent()).toBe('Showing 1 to 1 of 1');
    const layout = await settledMeasure(
      page,
      ({ linkName, date }) => {
        const table = document.querySelector('[data-testid="patients-table"] table');
        const rows = table ? Array.from(table.querySelectorAll('tbody tr')) : [];
        if (!table || rows.length !== 1) return null;
        const link = Array.from(rows[0]!.querySelectorAll('a')).find((a) => a.textContent?.includes(linkName));
        // The innermost element holding the date (its one-line span), as getByText found it.
        const holders = Array.from(rows[0]!.querySelectorAll('*')).filter((element) => element.textContent?.includes(date));
        const cell = holders.find((element) => !Array.from(element.children).some((child) => child.textContent?.includes(date)));
        if (!link || !cell) return null;
        const scroller = table.parentElement!;
        // One client rect per line the inline link is broken over; the date on one line.
        return { nameLines: link.getClientRects().length, dateLines: cell.getClientRects().length, fits: scroller.scrollWidth <= scroller.clientWidth };
      },
      { linkName: `André Chin A Lin (${employer})`, date: '05-06-1970' },
    );
    expect(layout.nameLines).toBeLessThanOrEqual(2);
    expect(layout.fits).toBe(true);
    expect(layout.dateLines).toBe(1);
  });

  // Issue 9.2: the page took its permission decision before the current user had loaded.
  it('shows Import Patients to the administration after a reload, however slowly the user loads', async () => {
    const page = await browser.signedInPage(url, practice.users.administration, '/patients/import');
    await page.route('**/api/auth/current/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Import Patients', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/patients/import');
    await expectAccessible(page);
  });
});
