import { INLINE_FILE_MAX_BYTES } from '@praktijk/shared/constants';
import { type FileAnswer } from '@praktijk/shared/schemas/uploads';
import { type AccessActor, type AccessEntry, recordAccess } from '../data/access-log';
import { getObject, viewUrl, type BucketKind } from './s3';

// The spec's inline file answers (`content` base64, `filename`, `mime_type`) stay where the spec
// names them, for files that fit: up to INLINE_FILE_MAX_BYTES the bytes come inline; a larger
// file is answered with `url`, a short-lived presigned GET (VIEW_URL_SECONDS) carrying the file's
// name, instead of `content`, because a Lambda answer is at most 6 MB and base64 adds a third.
//
// Every answer that hands out a patient's file, its bytes or a link to them, is recorded in the
// access log first (data/access-log.ts): the access is part of the function's signature, so no
// download can leave it out.

/** What a download records about itself; its kind (bytes or link) follows from the file's size. */
export interface FileAccess {
  /** Who asked: the request's context is one. */
  actor: AccessActor;
  entry: Omit<AccessEntry, 'kind'>;
}

export async function fileAnswer(
  kind: BucketKind,
  key: string,
  file: { filename: string; mime_type: string; size: number },
  access: FileAccess,
): Promise<FileAnswer> {
  if (file.size > INLINE_FILE_MAX_BYTES) {
    const url = await viewUrl(kind, key, { filename: file.filename, contentType: file.mime_type });
    await recordAccess(access.actor, { ...access.entry, kind: 'link' });
    return { url, filename: file.filename, mime_type: file.mime_type };
  }
  const content = await getObject(kind, key);
  await recordAccess(access.actor, { ...access.entry, kind: 'download' });
  return { content: content.toString('base64'), filename: file.filename, mime_type: file.mime_type };
}
