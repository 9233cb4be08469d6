import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clinicalPractice } from './clinical-practice';
import { openSubTab, useRecordTest } from './patient-record-steps';

// Issue 23 §4: a 25 MB scanned PDF (past the 4.4 MB a file could be through API Gateway and the
// Lambda) uploads from the browser straight to S3 on a ticket, is confirmed by the API, and comes
// back byte for byte through its short-lived link, on the twin whose S3 endpoint checks the
// upload's policy. The PDF is made here: a valid header and trailer around 25 MB of padding.
const setup = useRecordTest(() => clinicalPractice('Grootbestand'));
const LABORATORY = '266753000';
const MB = 1024 * 1024;

function scannedPdf(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% scanned pages follow\n');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

async function openDiagnostics(page: Page) {
  return openSubTab(page, 'Referrals', 'Diagnostics Referrals', 'lab');
}

describe('a 25 MB scanned PDF as a result document', () => {
  it('uploads from the browser to S3 and downloads byte for byte', async () => {
    const patientId = await setup.newPatient();
    const made = await setup.api('createLabReferralOutsideConsultation', setup.token, {
      params: { id: patientId },
      body: { type_id: LABORATORY, priority_id: 'R', tests: ['LAB-HEM-HB'], administrative_datetime: '2025-03-01T09:00' },
    });
    expect(made.status).toBe(201);
    const pdf = scannedPdf(25 * MB);
    const page = await setup.signedIn('physician', `/patients/${patientId}/edit`);
    const table = await openDiagnostics(page);
    const row = table.getByRole('row').nth(1);
    // The file's bytes go to the twin's S3 endpoint, never to /api.
    const apiBodies: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiBodies.push(request.postDataBuffer()?.length ?? 0);
    });
    // The wait is the upload's own (120 s, as for the link below): handing 25 MB to the page and
    // asking for the ticket took past playwright's default 30 s on CI with the suite's other files.
    const sentToS3 = page.waitForRequest((request) => request.method() === 'POST' && !new URL(request.url()).pathname.startsWith('/api/'), {
      timeout: 120_000,
    });
    await row.getByTestId('lab-document-file').locator('input[type=file]').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await row.getByTestId('lab-document-upload').click();
    const view = row.getByRole('link', { name: 'View scan.pdf' });
    await view.waitFor({ timeout: 120_000 });
    expect(new URL((await sentToS3).url()).origin).not.toBe(new URL(page.url()).origin);
    expect(Math.max(...apiBodies)).toBeLessThan(1024);

    const stored = (await setup.api('listLabReferrals', setup.token, { params: { id: patientId }, query: {} })).body.results[0]!;
    expect(stored).toMatchObject({ filename: 'scan.pdf', document_extension: 'pdf' });
    const link = await view.getAttribute('href');
    expect(link).toMatch(/^http/);
    const downloaded = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return { status: answer.status, size: bytes.length, head: String.fromCharCode(...bytes.slice(0, 8)), type: answer.headers.get('content-type') };
    }, link!);
    expect(downloaded).toEqual({ status: 200, size: pdf.length, head: '%PDF-1.4', type: 'application/pdf' });
  }, 240_000);
});
