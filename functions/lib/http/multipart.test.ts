import { describe, expect, it } from 'vitest';
import { PATIENT_IMPORT } from '@praktijk/shared/schemas/import';
import { LAB_DOCUMENT } from '@praktijk/shared/records/lab';
import { CONSULTATION_LETTER } from '@praktijk/shared/schemas/consultations';
import { ValidationError } from '../errors';
import { parseUpload, UNREADABLE_UPLOAD } from './multipart';

// Bodies a hostile or broken client sends to the three upload routes (issue 21 §7): each is a
// 400 'The upload could not be read.', never a 500 and never an 'error' that ends the process.
const BOUNDARY = '----x';
const eventOf = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => ({
  body,
  isBase64Encoded: false,
  headers: { 'content-type': contentType },
});

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).body();
}

const UNREADABLE = { non_field_errors: [UNREADABLE_UPLOAD] };

describe.each([
  ['patient import', PATIENT_IMPORT, 'x.csv'],
  ['lab document', LAB_DOCUMENT, 'x.pdf'],
  ['consultation letter', CONSULTATION_LETTER, 'x.pdf'],
])('parseUpload, %s', (_, rule, filename) => {
  it('refuses a body that ends inside the file part (no closing boundary)', async () => {
    const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${rule.field}"; filename="${filename}"\r\n\r\n%PDF`;
    expect(await refusal(parseUpload(eventOf(truncated), rule))).toEqual(UNREADABLE);
  });

  it('refuses multipart/form-data without a boundary', async () => {
    expect(await refusal(parseUpload(eventOf('anything', 'multipart/form-data'), rule))).toEqual(UNREADABLE);
    expect(await refusal(parseUpload(eventOf('anything', 'multipart/form-data; boundary='), rule))).toEqual(UNREADABLE);
  });

  it('still reads a whole upload', async () => {
    const whole = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${rule.field}"; filename="${filename}"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`;
    const upload = await parseUpload(eventOf(whole), rule).catch((e: unknown) => e);
    // The content check may refuse 'abc' as a PDF, but never as unreadable.
    if (upload instanceof ValidationError) expect(upload.body()).not.toEqual(UNREADABLE);
    else expect(upload).toMatchObject({ file: { filename, data: Buffer.from('abc') } });
  });
});
