import { type RequestContext } from '../../lib/auth/context';
import { ulid } from 'ulid';
import { type Input } from '../../lib/http/types';
import { dropContent, withNewContent } from '../domain/content';
import { letterTemplates, letterTemplateWithContent, listedLetterTemplate, shownLetterTemplate, storedContent } from '../domain/templates';

// The Template Builder's calls (spec 3 §7 "Letter templates"). PUT is also the answer to "Save as"
// over an existing name: the web asks to overwrite, then PUTs the template that has it. Every write
// sanitises the HTML, stores it as a new version, then writes the item naming it (domain/content.ts).

export async function listLetterTemplates({ query }: Input<'listLetterTemplates'>, ctx: RequestContext) {
  const found = await letterTemplates.list(ctx, { search: query.search }, (t) => query.category === undefined || t.category === query.category);
  return found.map(listedLetterTemplate);
}

export async function getLetterTemplate({ params }: Input<'getLetterTemplate'>, ctx: RequestContext) {
  const { template, content } = await letterTemplateWithContent(ctx, params.id);
  return shownLetterTemplate(template, content);
}

export async function createLetterTemplate({ body }: Input<'createLetterTemplate'>, ctx: RequestContext) {
  const html = storedContent(body.content);
  const id = ulid();
  const saved = await withNewContent(ctx, 'templates', id, html, undefined, (version) =>
    letterTemplates.create(ctx, { name: body.name, category: body.category, content_version: version, content_bytes: Buffer.byteLength(html) }, id),
  );
  return shownLetterTemplate(saved, html);
}

export async function updateLetterTemplate({ params, body }: Input<'updateLetterTemplate'>, ctx: RequestContext) {
  const { consistency_token: token, content, ...fields } = body;
  const html = storedContent(content);
  const before = await letterTemplates.get(ctx, params.id);
  const saved = await withNewContent(ctx, 'templates', before.id, html, before.content_version, (version) =>
    letterTemplates.update(ctx, before.id, { ...fields, content_version: version, content_bytes: Buffer.byteLength(html) }, token),
  );
  return shownLetterTemplate(saved, html);
}

/** Autosave: the content only; name and category stay as read (the token guards against a change in between). */
export async function updateLetterTemplateContent({ params, body }: Input<'updateLetterTemplateContent'>, ctx: RequestContext) {
  const html = storedContent(body.content);
  const before = await letterTemplates.get(ctx, params.id);
  const saved = await withNewContent(ctx, 'templates', before.id, html, before.content_version, (version) =>
    letterTemplates.patch(
      ctx,
      before.id,
      (read) => ({ name: read.name, category: read.category, content_version: version, content_bytes: Buffer.byteLength(html) }),
      body.consistency_token,
    ),
  );
  return shownLetterTemplate(saved, html);
}

export async function deleteLetterTemplate({ params, query }: Input<'deleteLetterTemplate'>, ctx: RequestContext) {
  const before = await letterTemplates.get(ctx, params.id);
  await letterTemplates.remove(ctx, before.id, query.consistency_token);
  await dropContent(ctx, 'templates', before.id, before.content_version);
  return undefined;
}
