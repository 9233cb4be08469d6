import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { UPLOAD_TICKET_SECONDS } from '@praktijk/shared/constants';
import { type FileUploadRule } from '@praktijk/shared/route-types';
import { type UploadTicket, type UploadTicketRequest } from '@praktijk/shared/schemas/uploads';
import { ulid } from 'ulid';
import { HttpError, PayloadTooLargeError, ValidationError } from '../errors';
import { logEvent } from '../log';
import { documentKind } from './document-kind';
import { PENDING_TAGGING } from './pending-upload';
import { bucketName, deleteObject, headObject, readObjectBytes, s3, setObjectTags, type BucketKind } from './s3';

// Uploads straight to S3 (DESIGN §7, shared/src/schemas/uploads.ts). The rule, as every flow
// applies it:
// - The ticket: the file's name and size are checked against the flow's rule first (wrong kind
//   415, too large 413, as the multipart upload answered before); the server chooses the key
//   (`tenants/<practice>/...`, ids only) and signs a POST policy that allows that key only, the
//   content type of the file's kind, its name as metadata, 1 byte to the rule's maximum, for
//   UPLOAD_TICKET_SECONDS. In the cloud the policy is signed with the practice's own credentials
//   (s3.ts), so it reaches that practice's prefix only.
// - The confirmation: the object is read back (size, metadata, first bytes; all bytes for the
//   container formats whose kind is told by parts further in), its kind checked by content
//   (document-kind.ts) against its name, and only then does the operation write its record. A
//   refused object is deleted; a missing one (never uploaded, expired, another practice's or
//   another record's upload) is a 400 under the file's field, never a 404 that would say whether
//   something exists.
// - Until confirmed, an upload is pending: the policy makes the POST tag the object
//   PENDING_UPLOAD_TAG (pending-upload.ts; the browser cannot leave it out, the tag is a condition of the policy), and
//   the documents bucket expires objects so tagged after a day (infra/stacks/data-stack.ts). An
//   upload never confirmed (the browser closed mid-way, a hostile client that only uploads) is thus
//   removed by S3 itself; a confirmation that accepts the file clears the tag before the record
//   names it. A tag rather than a staging prefix: lifecycle rules filter on a fixed prefix, and every
//   key begins with the practice's own `tenants/<practice>/` (the tenant-scoped credentials reach
//   nothing else), so no one prefix rule could find the staged objects of every practice.

export const UPLOAD_NOT_FOUND = 'The file was not uploaded, or its upload has expired. Choose the file again.';

/** 415 in the field-keyed shape, so the form shows it under the file input. */
class FileTypeError extends HttpError {
  readonly status = 415;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
  body() {
    return { [this.field]: [this.message] };
  }
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const tooLargeMessage = (rule: FileUploadRule) => `The file is larger than ${megabytes(rule.maxBytes)} MB.`;
const hasAllowedExtension = (rule: FileUploadRule, filename: string) => rule.extensions.some((ext) => filename.toLowerCase().endsWith(ext));

const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
};

/** The content type a file of this name is stored with: the kind its name says (its bytes are checked at confirmation). */
export function contentTypeOf(rule: FileUploadRule, filename: string): string {
  const ext = rule.extensions.find((e) => filename.toLowerCase().endsWith(e));
  return (ext && MIME_BY_EXTENSION[ext]) || 'application/octet-stream';
}

/** Metadata values travel as HTTP headers: the name is kept percent-encoded (ASCII), read back decoded. */
const FILENAME_META = 'x-amz-meta-filename';

/** A presigned POST for one file of `rule`'s kind to `key` (chosen by the caller from the practice and ids, never from the request). */
export async function uploadTicket(
  kind: BucketKind,
  rule: FileUploadRule,
  request: UploadTicketRequest,
  key: (upload: string) => string,
): Promise<UploadTicket> {
  if (!hasAllowedExtension(rule, request.filename)) throw new FileTypeError(rule.field, rule.wrongTypeMessage);
  if (request.size > rule.maxBytes) throw new PayloadTooLargeError(tooLargeMessage(rule));
  const upload = ulid();
  // A name that cannot be written as UTF-8 (a lone surrogate) is no file name a browser sends.
  const encodedName = encodeFilename(request.filename);
  if (!encodedName) throw ValidationError.field('filename', 'Enter a valid file name.');
  const fields = { 'Content-Type': contentTypeOf(rule, request.filename), [FILENAME_META]: encodedName, tagging: PENDING_TAGGING };
  const post = await createPresignedPost(s3(), {
    Bucket: bucketName(kind),
    Key: key(upload),
    Fields: fields,
    Conditions: [['content-length-range', 1, rule.maxBytes]],
    Expires: UPLOAD_TICKET_SECONDS,
  });
  return { upload, url: post.url, fields: post.fields, expires: new Date(Date.now() + UPLOAD_TICKET_SECONDS * 1000).toISOString() };
}

export interface ConfirmedFile {
  key: string;
  filename: string;
  /** The kind read from the bytes (documents) or the rule's text type (CSV). */
  mime_type: string;
  size: number;
}

/** Bytes enough to tell a kind by content: the signatures sit at the start; OLE and ZIP kinds are told by parts anywhere in the file. */
const HEAD_BYTES = 64 * 1024;
const needsWholeFile = (filename: string) => /\.(doc|xls|docx|xlsx)$/i.test(filename);

/** Text files must be UTF-8 without NUL bytes: a renamed binary is refused by its content (a cut multi-byte character at the end of the head is allowed). */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    const part = head.subarray(0, head.length - cut);
    if (Buffer.from(part.toString('utf8'), 'utf8').equals(part)) return true;
  }
  return head.length === 0;
}

/** Removing a refused upload: a failure leaves an orphan under the practice's prefix, never a wrong answer. */
export async function discardUpload(kind: BucketKind, key: string): Promise<void> {
  await deleteObject(kind, key).catch((error: unknown) => logEvent('warn', 'refused upload not removed', { error: (error as Error).name }));
}

/**
 * The uploaded object at `key`, checked as the rule says (size, name, kind by content); throws the
 * field-keyed 400 (and deletes the object) when it is refused.
 */
export async function confirmUpload(kind: BucketKind, rule: FileUploadRule, key: string): Promise<ConfirmedFile> {
  const stored = await headObject(kind, key);
  if (!stored) throw ValidationError.field(rule.field, UPLOAD_NOT_FOUND);
  const refuse = async (message: string): Promise<never> => {
    await discardUpload(kind, key);
    throw ValidationError.field(rule.field, message);
  };
  const filename = decodeFilename(stored.metadata.filename);
  if (stored.size > rule.maxBytes) return refuse(tooLargeMessage(rule));
  if (stored.size === 0) return refuse('The submitted file is empty.');
  if (!filename || !hasAllowedExtension(rule, filename)) return refuse(rule.wrongTypeMessage);
  const bytes = await readObjectBytes(kind, key, needsWholeFile(filename) ? undefined : HEAD_BYTES);
  const isText = rule.extensions.every((ext) => ['.csv', '.txt'].includes(ext));
  if (isText) {
    // A renamed binary is the wrong kind of file for a text upload: 415, as the multipart upload answered.
    if (!looksLikeText(bytes)) {
      await discardUpload(kind, key);
      throw new FileTypeError(rule.field, rule.wrongTypeMessage);
    }
    await acceptUpload(kind, key);
    return { key, filename, mime_type: contentTypeOf(rule, filename), size: stored.size };
  }
  const document = documentKind(bytes, filename, rule.extensions);
  if (!document) return refuse(rule.wrongTypeMessage);
  await acceptUpload(kind, key);
  return { key, filename, mime_type: document.mime_type, size: stored.size };
}

/** The accepted upload is kept: its pending tag goes (the caller's record names it next, or removes it when that write fails). */
async function acceptUpload(kind: BucketKind, key: string): Promise<void> {
  await setObjectTags(kind, key, {});
}

function encodeFilename(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function decodeFilename(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
