import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type Page, type Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEW_URL_SECONDS } from '@praktijk/functions/lib/files/s3';
import { uploadToS3 } from '../support/uploads';
import { twin } from '../support/twin-env';
import { toast } from './browser';
import { clinicalPractice } from './clinical-practice';
import { openSubTab, useRecordTest } from './patient-record-steps';

// Issue 23 §4: a lab document's link on a screen left open past its expiry is refreshed, not
// dead. The screen holds the link the list answered when it was opened; View asks the API for a
// fresh one when it is followed (mouse or keyboard) and opens that. The screen "opened long ago"
// is made real, not by moving any clock: the list's answer is handed to the page with the link the
// server would have signed VIEW_URL_SECONDS and a minute ago (the same key and credentials, signed
// with that date by the S3 presigner), which the twin's S3 refuses as expired.
const setup = useRecordTest(() => clinicalPractice('Verlopenlink'));
const LABORATORY = '266753000';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a scanned result')]);
const NAME = 'uitslag.png';

async function referralWithDocument(patientId: string) {
  const made = await setup.api('createLabReferralOutsideConsultation', setup.token, {
    params: { id: patientId },
    body: { type_id: LABORATORY, priority_id: 'R', tests: ['LAB-HEM-HB'], administrative_datetime: '2025-03-01T09:00' },
  });
  expect(made.status).toBe(201);
  const upload = await uploadToS3(setup.api, 'labDocumentUploadTicket', setup.token, { name: NAME, data: PNG }, { id: made.body.id });
  const stored = await setup.api('uploadLabDocument', setup.token, {
    params: { id: made.body.id },
    body: { upload, consistency_token: made.body.consistency_token },
  });
  expect(stored.status).toBe(201);
  return stored.body;
}

/** The link the list would have answered VIEW_URL_SECONDS and a minute ago: same object, same signer, an older signing date. */
async function expiredLinkLike(link: string): Promise<string> {
  twin();
  const url = new URL(link);
  const [, bucket, ...key] = url.pathname.split('/');
  const s3 = new S3Client({ endpoint: url.origin, forcePathStyle: true, region: process.env.AWS_REGION });
  const command = new GetObjectCommand({
    Bucket: decodeURIComponent(bucket!),
    Key: key.map(decodeURIComponent).join('/'),
    ResponseContentDisposition: url.searchParams.get('response-content-disposition') ?? undefined,
    ResponseContentType: url.searchParams.get('response-content-type') ?? undefined,
  });
  return getSignedUrl(s3, command, { expiresIn: VIEW_URL_SECONDS, signingDate: new Date(Date.now() - (VIEW_URL_SECONDS + 60) * 1000) });
}

/** The page is handed the patient's referral list with `link` as the document's link, as a screen opened long ago holds it. */
async function holdLink(page: Page, patientId: string, link: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api/patients/${patientId}/lab/`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: { document_url: string | null }[] };
      for (const referral of body.results) if (referral.document_url) referral.document_url = link;
      await route.fulfill({ response, json: body });
    },
  );
}

/** The document's request the new tab makes, and its bytes and type fetched again from the same link. */
async function opened(page: Page, follow: () => Promise<void>): Promise<{ url: string; status: number; type: string | null; same: boolean }> {
  const request = page.context().waitForEvent('request', { predicate: (r: Request) => r.url().includes('/tenants/'), timeout: 30_000 });
  const tab = page.waitForEvent('popup');
  await follow();
  const url = (await request).url();
  // The document's tab is the browser's viewer, not an app page: closed once it has asked for the document.
  await (await tab).close();
  const answer = await fetch(url);
  return { url, status: answer.status, type: answer.headers.get('content-type'), same: Buffer.from(await answer.arrayBuffer()).equals(PNG) };
}

describe('a lab document left open past its link expiry', () => {
  it('still opens from View, by mouse and by keyboard, on a fresh link; a failure shows the error flash', async () => {
    const patientId = await setup.newPatient();
    const referral = await referralWithDocument(patientId);
    const expired = await expiredLinkLike(referral.document_url!);
    // The link the screen holds is dead: S3 itself refuses it.
    const dead = await fetch(expired);
    expect(dead.status).toBe(403);
    expect(await dead.text()).toContain('Request has expired');

    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    await holdLink(page, patientId, expired);
    const table = await openSubTab(page, 'Referrals', 'Diagnostics Referrals', 'lab');
    const view = table
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: `View ${NAME}` });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(expired);

    const byMouse = await opened(page, () => view.click());
    expect(byMouse).toMatchObject({ status: 200, type: 'image/png', same: true });
    expect(byMouse.url).not.toBe(expired);
    const byKeyboard = await opened(page, async () => {
      await view.focus();
      await page.keyboard.press('Enter');
    });
    expect(byKeyboard).toMatchObject({ status: 200, type: 'image/png', same: true });
    expect(byKeyboard.url).not.toBe(expired);

    // When the fresh link cannot be had, the tab opened for it closes again and the error flash says so.
    await page.route(
      (url) => url.pathname === `/api/lab/${referral.id}/document/`,
      (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 404, json: { detail: 'Not found.' } }) : route.continue()),
    );
    const tab = page.waitForEvent('popup');
    await view.click();
    const failed = await tab;
    await toast(page, 'Error', 'Something went wrong');
    if (!failed.isClosed()) await failed.waitForEvent('close');
  }, 120_000);
});
