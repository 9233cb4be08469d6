import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { tenantAccessRoleArn, tenantCredentialProvider } from '../auth/tenant-credentials';
import { currentTenant } from '../auth/tenant-scope';
import { ENV, optionalEnv, requireEnv } from '../env';
import { traceAwsCalls } from '../tracing';

// S3 clients are made once per container. Checksums only when required (s3rver stores streamed
// bodies with their chunk framing otherwise; see the twin notes), path style on the twin. With
// TENANT_ACCESS_ROLE_ARN set (REST functions in the cloud) each practice has its own client, signed
// with credentials that reach only `tenants/<its id>/...` (auth/tenant-credentials.ts); presigned
// links are signed with them too.
let sharedClient: S3Client | undefined;
const tenantClients = new Map<string, S3Client>();

/** The S3 client for this request: the practice's own in the cloud (see above). */
export function s3(): S3Client {
  if (!tenantAccessRoleArn()) {
    sharedClient ??= s3Client({});
    return sharedClient;
  }
  const tenantId = currentTenant();
  if (!tenantId) throw new Error('Bucket access outside a tenant scope: this function reads and writes for one practice per request');
  let client = tenantClients.get(tenantId);
  if (!client) {
    client = s3Client({ credentials: tenantCredentialProvider(tenantId) });
    tenantClients.set(tenantId, client);
  }
  return client;
}

function s3Client(config: S3ClientConfig): S3Client {
  const endpoint = optionalEnv(ENV.s3Endpoint);
  return traceAwsCalls(
    new S3Client({
      ...config,
      ...(endpoint ? { endpoint, forcePathStyle: true, region: process.env.AWS_REGION ?? 'us-east-1' } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
}

export type BucketKind = 'documents' | 'exports' | 'imports';
const BUCKET_ENV: Record<BucketKind, string> = { documents: ENV.documentsBucket, exports: ENV.exportsBucket, imports: ENV.importsBucket };
export const bucketName = (kind: BucketKind) => requireEnv(BUCKET_ENV[kind]);
const bucket = bucketName;

/** Object keys hold the practice and ids only, never names or other patient data (DESIGN §5). */
export const objectKeys = {
  patientImport: (tenantId: string, batchId: string) => `tenants/${tenantId}/imports/${batchId}.csv`,
  labDocument: (tenantId: string, referralId: string, objectId: string) => `tenants/${tenantId}/lab/${referralId}/document-${objectId}`,
  /** One version of a letter template's or a patient letter's HTML: a new key per write, so a reader never sees half of one. */
  letterContent: (tenantId: string, owner: 'templates' | 'patient', id: string, version: string) =>
    `tenants/${tenantId}/letters/${owner}/${id}/${version}.html`,
  /** A medical card's file, named by its upload (the card's record is written after it is checked). */
  medicalCard: (tenantId: string, patientId: string, upload: string) => `tenants/${tenantId}/medicalcards/${patientId}/${upload}`,
  /** The thumbnail made of a medical card's image, beside its file. */
  medicalCardThumbnail: (tenantId: string, patientId: string, upload: string) => `tenants/${tenantId}/medicalcards/${patientId}/${upload}-thumbnail.jpg`,
};

/** How long a link to view a document works: long enough to open it, short enough that a copied link soon stops working. */
export const VIEW_URL_SECONDS = 15 * 60;

/**
 * A short-lived link to read one object (a lab result document): the browser fetches it from S3
 * itself, so a 10 MB file never passes through a Lambda. `filename` becomes the download's name,
 * and the content type the one checked at upload, so the browser shows a PDF or image inline.
 */
export async function viewUrl(kind: BucketKind, key: string, file: { filename: string; contentType: string }): Promise<string> {
  const disposition = `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  const command = new GetObjectCommand({ Bucket: bucket(kind), Key: key, ResponseContentDisposition: disposition, ResponseContentType: file.contentType });
  return getSignedUrl(s3(), command, { expiresIn: VIEW_URL_SECONDS });
}

/** A short-lived link to read one object as it is stored (for a function that reads it on the caller's behalf). */
export async function readUrl(kind: BucketKind, key: string): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(kind), Key: key }), { expiresIn: VIEW_URL_SECONDS });
}

/** A short-lived link to write one object of this content type (a thumbnail the thumbnailer makes). */
export async function writeUrl(kind: BucketKind, key: string, contentType: string): Promise<string> {
  return getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucket(kind), Key: key, ContentType: contentType }), { expiresIn: VIEW_URL_SECONDS });
}

export async function putObject(kind: BucketKind, key: string, body: Buffer, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(kind), Key: key, Body: body, ContentType: contentType }));
}

export async function getObject(kind: BucketKind, key: string): Promise<Buffer> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(kind), Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

/**
 * The object's body as a stream of bytes, read as it arrives: a 50 MB import file is never held
 * whole. The caller must read it to its end (or destroy it) so the connection is released.
 */
export async function getObjectStream(kind: BucketKind, key: string): Promise<Readable> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(kind), Key: key }));
  // In Node the SDK answers the body as the HTTP response itself, a Readable.
  if (!(out.Body instanceof Readable)) throw new Error(`The ${kind} object's body is not a stream`);
  return out.Body;
}

export async function deleteObject(kind: BucketKind, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(kind), Key: key }));
}

/** An object's size and user metadata, or undefined when there is none at the key. */
export async function headObject(kind: BucketKind, key: string): Promise<{ size: number; contentType: string; metadata: Record<string, string> } | undefined> {
  try {
    const out = await s3().send(new HeadObjectCommand({ Bucket: bucket(kind), Key: key }));
    return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? '', metadata: out.Metadata ?? {} };
  } catch (error) {
    if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** The object's first `bytes` bytes (a ranged GET), or all of it. */
export async function readObjectBytes(kind: BucketKind, key: string, bytes?: number): Promise<Buffer> {
  const range = bytes === undefined ? undefined : `bytes=0-${bytes - 1}`;
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(kind), Key: key, Range: range }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

/**
 * Replaces the object's tags with `tags` (none: the tag set emptied). PutObjectTagging rather than
 * DeleteObjectTagging: it does both on S3, and the twin's S3 (s3rver) implements only this one.
 */
export async function setObjectTags(kind: BucketKind, key: string, tags: Record<string, string>): Promise<void> {
  const TagSet = Object.entries(tags).map(([Key, Value]) => ({ Key, Value }));
  await s3().send(new PutObjectTaggingCommand({ Bucket: bucket(kind), Key: key, Tagging: { TagSet } }));
}
