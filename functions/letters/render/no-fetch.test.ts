import { createServer, type Server } from 'node:http';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLetterDocx } from './docx';
import { letterFixture } from './letter-fixture';
import { renderLetterPdf } from './pdf';

// An image URL in a letter would make the renderers fetch it (a server-side request to wherever
// the content points): both renderers drop it and request nothing.
let server: Server;
let requests = 0;
let url = '';

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  url = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const withImages = () =>
  letterFixture(
    `<p>Voor het beeld</p><p><img src="${url}/x.png" width="40" height="40"><img src="http://127.0.0.1:1/x.png"></p>` +
      `<picture><source srcset="${url}/y.png"></picture><p>Na het beeld</p>`,
  );

describe('letters with image URLs', () => {
  it('renders PDF without a request', async () => {
    const pdf = await renderLetterPdf(withImages());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(requests).toBe(0);
  });

  it('renders Word without a request', async () => {
    const docx = await renderLetterDocx(withImages());
    const { value: text } = await mammoth.extractRawText({ buffer: docx });
    expect(text).toContain('Na het beeld');
    expect(requests).toBe(0);
  });

  it('keeps an image inlined as data', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const docx = await renderLetterDocx(letterFixture(`<p><img src="data:image/png;base64,${png}" width="10" height="10"></p>`));
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toContain('<img src="data:image/png;base64,');
  });
});
