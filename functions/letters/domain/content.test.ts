import { DeleteObjectCommand, GetObjectCommand, type GetObjectCommandOutput, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext } from '../../lib/auth/context';
import { ConflictError } from '../../lib/errors';
import { readWithContent, withNewContent } from './content';

// A letter's HTML as versions in S3 (content.ts): a new version is written before the item that
// names it, removed again when that write fails, and the version it replaced goes once it succeeds.
const s3 = mockClient(S3Client);
const ctx = { tenantId: 'T1' } as RequestContext;
const keysOf = (command: typeof PutObjectCommand | typeof DeleteObjectCommand) => s3.commandCalls(command).map((call) => call.args[0].input.Key);
/** The part of an S3 body that getObject reads. */
const body = (text: string) => ({ transformToByteArray: async () => new Uint8Array(Buffer.from(text)) }) as unknown as GetObjectCommandOutput['Body'];

beforeAll(() => void (process.env.DOCUMENTS_BUCKET = 'documents'));
afterEach(() => s3.reset());

describe('letter content versions', () => {
  it('are written before the item, and the replaced one removed after it', async () => {
    s3.on(PutObjectCommand).resolves({}).on(DeleteObjectCommand).resolves({});
    let writtenWith = '';
    const saved = await withNewContent(ctx, 'patient', 'L1', '<p>nieuw</p>', 'OLD', async (version) => {
      expect(keysOf(PutObjectCommand)).toEqual([`tenants/T1/letters/patient/L1/${version}.html`]);
      expect(keysOf(DeleteObjectCommand)).toEqual([]);
      writtenWith = version;
      return 'saved';
    });
    expect(saved).toBe('saved');
    expect(keysOf(DeleteObjectCommand)).toEqual(['tenants/T1/letters/patient/L1/OLD.html']);
    expect(writtenWith).toMatch(/^[0-9A-Z]{26}$/);
  });

  it('remove the new version when the item write fails (a stale token), and keep the one the item still names', async () => {
    s3.on(PutObjectCommand).resolves({}).on(DeleteObjectCommand).resolves({});
    let version = '';
    const failed = withNewContent(ctx, 'templates', 'T9', '<p>x</p>', 'OLD', async (v) => {
      version = v;
      throw new ConflictError();
    });
    await expect(failed).rejects.toBeInstanceOf(ConflictError);
    expect(keysOf(DeleteObjectCommand)).toEqual([`tenants/T1/letters/templates/T9/${version}.html`]);
  });

  it('are read again through a fresh item when a save removed the version just read', async () => {
    s3.on(GetObjectCommand, { Key: 'tenants/T1/letters/patient/L1/V1.html' })
      .rejects(new NoSuchKey({ message: 'gone', $metadata: { httpStatusCode: 404 } }))
      .on(GetObjectCommand, { Key: 'tenants/T1/letters/patient/L1/V2.html' })
      .resolves({ Body: body('<p>v2</p>') });
    const items = [{ content_version: 'V1' }, { content_version: 'V2' }];
    const read = await readWithContent(ctx, 'patient', 'L1', async () => items.shift()!);
    expect(read).toEqual({ item: { content_version: 'V2' }, html: '<p>v2</p>' });
  });
});
