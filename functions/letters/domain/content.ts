import { ulid } from 'ulid';
import { type RequestContext } from '../../lib/auth/context';
import { deleteObject, getObject, objectKeys, putObject } from '../../lib/files/s3';
import { logEvent } from '../../lib/log';

// Where a letter template's or a patient letter's HTML lives (issue 24): an object in the
// documents bucket, one per saved version, written before the item that names it. The item (its
// name, category, guard, audit entry) stays small whatever the letter holds: a practice's list of
// templates or a patient's list of letters never carries their text, and an audit entry records
// which version a save wrote, not two copies of a 300 KB letter. A version is written once and
// never changed, so a reader holding an item reads exactly the HTML that item names.
export type ContentOwner = 'templates' | 'patient';

const keyOf = (ctx: RequestContext, owner: ContentOwner, id: string, version: string) => objectKeys.letterContent(ctx.tenantId, owner, id, version);

/** Writes a new version of the HTML and answers its name. */
export async function putContent(ctx: RequestContext, owner: ContentOwner, id: string, html: string): Promise<string> {
  const version = ulid();
  await putObject('documents', keyOf(ctx, owner, id, version), Buffer.from(html, 'utf8'), 'text/html; charset=utf-8');
  return version;
}

export async function readContent(ctx: RequestContext, owner: ContentOwner, id: string, version: string): Promise<string> {
  return (await getObject('documents', keyOf(ctx, owner, id, version))).toString('utf8');
}

/**
 * Removes a version nobody names any more (the one a save replaced, one whose item was never
 * written, a deleted letter's). A failure leaves an unreferenced object behind, never a broken
 * letter, so it is logged (ids only) and not answered as the request's failure.
 */
export async function dropContent(ctx: RequestContext, owner: ContentOwner, id: string, version: string | undefined): Promise<void> {
  if (!version) return;
  try {
    await deleteObject('documents', keyOf(ctx, owner, id, version));
  } catch (error) {
    logEvent('warn', 'letter content version left behind', { owner, id, version, error: (error as Error).name });
  }
}

/**
 * Runs `write` (the item's transaction) with a new version of the HTML already stored: when the
 * write fails (409, a taken name) the new version goes again; when it succeeds, the version it
 * replaced goes.
 */
export async function withNewContent<T>(
  ctx: RequestContext,
  owner: ContentOwner,
  id: string,
  html: string,
  replaced: string | undefined,
  write: (version: string) => Promise<T>,
): Promise<T> {
  const version = await putContent(ctx, owner, id, html);
  let saved: T;
  try {
    saved = await write(version);
  } catch (error) {
    await dropContent(ctx, owner, id, version);
    throw error;
  }
  await dropContent(ctx, owner, id, replaced);
  return saved;
}

/** An S3 answer that the object is not there: a version a concurrent save just replaced. */
export const isMissingObject = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Reads an item and the HTML it names. A save between the two reads may have removed that
 * version; the item is then read again (it names the new one), once.
 */
export async function readWithContent<T extends { content_version?: string }>(
  ctx: RequestContext,
  owner: ContentOwner,
  id: string,
  readItem: () => Promise<T>,
): Promise<{ item: T; html: string }> {
  for (let attempt = 0; ; attempt++) {
    const item = await readItem();
    if (!item.content_version) return { item, html: '' };
    try {
      return { item, html: await readContent(ctx, owner, id, item.content_version) };
    } catch (error) {
      if (attempt > 0 || !isMissingObject(error)) throw error;
    }
  }
}
