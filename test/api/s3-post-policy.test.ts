import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { postToS3 } from '../support/uploads';

// The twin's S3 endpoint honours a presigned POST's policy as Amazon S3 does (issue 23 §4;
// infra/local/services/post-policy.ts, s3-front.ts): s3rver alone stores whatever is posted. An
// oversize upload, a key outside the policy, an expired or tampered policy, an unsigned extra
// field or another content type is refused by the S3 endpoint itself; a good one is stored.

const LIMIT = 1024;
let s3: S3Client;
let bucket: string;

beforeAll(() => {
  s3 = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, region: process.env.AWS_REGION });
  bucket = process.env.DOCUMENTS_BUCKET!;
});

/** A policy like the API's: one key, its content type, 1 byte to LIMIT; `clockOffsetMs` signs it as if at another time. */
async function ticket(key: string, clockOffsetMs = 0, expires = 60) {
  const client = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, region: process.env.AWS_REGION, systemClockOffset: clockOffsetMs });
  return createPresignedPost(client, {
    Bucket: bucket,
    Key: key,
    Fields: { 'Content-Type': 'application/pdf' },
    Conditions: [['content-length-range', 1, LIMIT]],
    Expires: expires,
  });
}

const file = (bytes: number) => ({
  name: 'x.pdf',
  data: new Uint8Array(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(Math.max(0, bytes - 5), 32)]).subarray(0, bytes)),
});
const key = () => `tenants/policy-test/lab/${ulid()}/document-${ulid()}`;
const exists = (k: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: k })).then(
    () => true,
    () => false,
  );

async function refused(answer: Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(await answer.text()).toContain(`<Code>${code}</Code>`);
}

describe("the twin's S3 endpoint and a presigned POST", () => {
  it('stores a good upload under its key with the content type of the policy', async () => {
    const k = key();
    const answer = await postToS3(await ticket(k), file(LIMIT));
    expect(answer.status, await answer.clone().text()).toBe(204);
    const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: k }));
    expect(stored.ContentType).toBe('application/pdf');
    expect((await stored.Body!.transformToByteArray()).length).toBe(LIMIT);
  });

  it('refuses a file over the content-length-range, and an empty one', async () => {
    const k = key();
    await refused(await postToS3(await ticket(k), file(LIMIT + 1)), 400, 'EntityTooLarge');
    await refused(await postToS3(await ticket(k), { name: 'x.pdf', data: new Uint8Array(0) }), 400, 'EntityTooSmall');
    expect(await exists(k)).toBe(false);
  });

  it('refuses a key the policy does not name', async () => {
    const k = key();
    const other = `tenants/another-practice/lab/${ulid()}/document-${ulid()}`;
    await refused(await postToS3(await ticket(k), file(10), { key: other }), 403, 'AccessDenied');
    expect(await exists(other)).toBe(false);
  });

  it('refuses an expired policy', async () => {
    const k = key();
    await refused(await postToS3(await ticket(k, -10 * 60_000, 60), file(10)), 403, 'AccessDenied');
    expect(await exists(k)).toBe(false);
  });

  it('refuses a policy changed after signing, a wrong signature, another content type and a field the policy does not sign', async () => {
    const k = key();
    const good = await ticket(k);
    const policy = JSON.parse(Buffer.from(good.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    const widened = Buffer.from(JSON.stringify({ ...policy, conditions: [...policy.conditions, ['content-length-range', 1, 10 * LIMIT]] })).toString('base64');
    await refused(await postToS3(good, file(10), { Policy: widened }), 403, 'SignatureDoesNotMatch');
    await refused(await postToS3(good, file(10), { 'X-Amz-Signature': '0'.repeat(64) }), 403, 'SignatureDoesNotMatch');
    await refused(await postToS3(good, file(10), { 'Content-Type': 'text/html' }), 403, 'AccessDenied');
    await refused(await postToS3(good, file(10), { 'x-amz-meta-extra': 'x' }), 403, 'AccessDenied');
    expect(await exists(k)).toBe(false);
  });
});
