import { type FrameLocator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toast as toastOf } from './toast-recorder';
import { lookAt, takeCspViolations } from './browser';
import { openTab, recordPractice, uniqueWord, useRecordTest } from './patient-record-steps';

// Issue 24 "The editor" and spec 3 §2 Template Builder in Chromium: TinyMCE self-hosted under the
// site's CSP (no violation while it is open), a variable from our Variables menu, the spec's line
// heights, Save's 'Template Created', Save as over a taken name asking to overwrite, and a nurse
// (no lettertemplate permission by default) without the Template Builder.
const setup = useRecordTest(recordPractice);

async function openBuilder(page: Page): Promise<{ frame: FrameLocator }> {
  await openTab(page, 'Letters');
  await openTab(page, 'Template Builder');
  const builder = page.getByTestId('template-builder');
  await builder.locator('.tox-tinymce').waitFor();
  const frame = builder.frameLocator('iframe.tox-edit-area__iframe');
  await frame.locator('body#tinymce[contenteditable="true"]').waitFor();
  return { frame };
}

const toolbarButton = (page: Page, name: string) => page.getByTestId('template-builder').locator('.tox-toolbar').getByRole('button', { name, exact: true });

async function insertVariable(page: Page, group: string, label: string): Promise<void> {
  await toolbarButton(page, 'Variables').click();
  await page.getByRole('menuitem', { name: group }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

async function setLineHeight(page: Page, label: string): Promise<void> {
  await toolbarButton(page, 'Line height').click();
  await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
}

async function pickTemplate(page: Page, name: string): Promise<void> {
  await page.getByTestId('template-pick').getByRole('button').first().click();
  await page
    .getByRole('option', { name: new RegExp(name, 'i') })
    .first()
    .click();
}

describe('Template Builder', () => {
  it('builds a template with a variable and a line height, saves it, reloads it, and asks before overwriting by Save as', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const { frame } = await openBuilder(page);
    const body = frame.locator('body#tinymce');

    // The spec's line-height labels, word for word, and the Variables menu's groups.
    await toolbarButton(page, 'Line height').click();
    const heights = await page.getByRole('menuitemcheckbox').allInnerTexts();
    expect(heights.map((h) => h.trim())).toEqual(['1.5 (Single)', '2', '2.5', '3 (Double)']);
    await page.keyboard.press('Escape');
    await toolbarButton(page, 'Variables').click();
    for (const group of ['Patient', 'Decursus', 'Prescription']) await page.getByRole('menuitem', { name: group }).waitFor();
    await page.keyboard.press('Escape');

    const name = `Verwijsbrief ${uniqueWord()}`;
    await page.getByTestId('template-name').locator('input').fill(name);
    await body.click();
    await page.keyboard.type('Geachte collega, betreft ');
    await insertVariable(page, 'Patient', 'Full name');
    await setLineHeight(page, '2');
    const token = body.locator('span.praktijk-variable[data-variable="full_name"][contenteditable="false"]');
    await expect.poll(() => token.count()).toBe(1);
    expect(await body.locator('p').first().getAttribute('style')).toContain('line-height: 2');
    await lookAt(page, 'letter-template-builder-editor');
    // Keyboard: TinyMCE's Alt+F10 moves focus from the text to the toolbar, Escape back.
    await body.click();
    await page.keyboard.press('Alt+F10');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.tox-toolbar')))).toBe(true);
    await page.keyboard.press('Escape');
    expect(takeCspViolations(page)).toEqual([]);

    await page.getByTestId('template-save').click();
    await toastOf(page, 'Template Created');

    // Stored as written: the token and the line height come back from the server after a reload.
    const listed = await setup.api('listLetterTemplates', setup.token, { query: {} });
    const saved = (listed.body as { id: string; name: string }[]).find((t) => t.name === name);
    expect(saved).toBeDefined();
    await page.reload();
    const reopened = await openBuilder(page);
    await pickTemplate(page, name);
    const reloadedBody = reopened.frame.locator('body#tinymce');
    await expect.poll(() => reloadedBody.locator('span.praktijk-variable[data-variable="full_name"]').count()).toBe(1);
    expect(await reloadedBody.locator('p').first().getAttribute('style')).toContain('line-height: 2');
    expect(await page.getByTestId('template-name').locator('input').inputValue()).toBe(name);

    // A second template under the first one's name (in another case): Save as asks to overwrite.
    await page.getByTestId('template-new').click();
    await page.getByTestId('template-name').locator('input').fill(name.toUpperCase());
    await reloadedBody.click();
    await page.keyboard.type('Een tweede versie.');
    await page.getByTestId('template-save-as').click();
    const dialog = page.getByRole('dialog', { name: 'Overwrite template?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`A template named "${name}" already exists.`);
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await toastOf(page, 'Template Updated');
    const overwritten = await setup.api('getLetterTemplate', setup.token, { params: { id: saved!.id } });
    expect((overwritten.body as { content: string }).content).toContain('Een tweede versie.');

    // The overwritten template is the one open now: typing in it saves the content by itself
    // (autosave: a PATCH with the token the overwrite's answer gave).
    await reloadedBody.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Met vriendelijke groet.');
    await expect
      .poll(async () => ((await setup.api('getLetterTemplate', setup.token, { params: { id: saved!.id } })).body as { content: string }).content, {
        timeout: 10_000,
      })
      .toContain('Met vriendelijke groet.');
    await page.getByTestId('template-builder').getByText('Unsaved changes').waitFor({ state: 'detached' });

    await page.waitForLoadState('networkidle');
    expect(takeCspViolations(page)).toEqual([]);
  });

  it('previews the content in the editor, unsaved, filled for the sample patient, in a frame without scripts', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const { frame } = await openBuilder(page);
    await frame.locator('body#tinymce').click();
    await page.keyboard.type('Betreft ');
    await insertVariable(page, 'Patient', 'Full name');
    await insertVariable(page, 'Patient', 'Allergies');
    await page.getByTestId('template-preview').click();
    const dialog = page.getByRole('dialog', { name: 'Preview with a sample patient' });
    const preview = dialog.frameLocator('[data-testid="template-preview-frame"]');
    await preview.getByText('Betreft Johanna de Vries-Ĳzerman').waitFor();
    await preview.locator('table').getByText('Penicillin').waitFor();
    expect(await dialog.locator('iframe').getAttribute('sandbox')).toBe('');
    await lookAt(page, 'letter-template-preview');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    // Nothing was saved by the preview.
    await page.getByTestId('template-builder').getByText('Unsaved changes').waitFor();
    expect(takeCspViolations(page)).toEqual([]);
  });

  it('shows a nurse no Letters tab and no Template Builder', async () => {
    const patientId = await setup.newPatient();
    const page = await setup.signedIn('nurse', `/patients/${patientId}/edit`);
    await page.getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('tab', { name: 'Letters', exact: true }).count()).toBe(0);
    expect(await page.getByText('Template Builder').count()).toBe(0);
  });
});
