import { type RequestContext } from '../../lib/auth/context';
import { type Input } from '../../lib/http/types';
import { letterTemplates, showLetterTemplate } from '../domain/templates';

// The Template Builder's calls (spec 3 §7 "Letter templates"). PUT is also the answer to "Save as"
// over an existing name: the web asks to overwrite, then PUTs the template that has it.

export async function listLetterTemplates({ query }: Input<'listLetterTemplates'>, ctx: RequestContext) {
  const found = await letterTemplates.list(ctx, { search: query.search }, (t) => query.category === undefined || t.category === query.category);
  return found.map(showLetterTemplate);
}

export async function createLetterTemplate({ body }: Input<'createLetterTemplate'>, ctx: RequestContext) {
  return showLetterTemplate(await letterTemplates.create(ctx, body));
}

export async function updateLetterTemplate({ params, body }: Input<'updateLetterTemplate'>, ctx: RequestContext) {
  const { consistency_token: token, ...fields } = body;
  return showLetterTemplate(await letterTemplates.update(ctx, params.id, fields, token));
}

/** Autosave: the content only; name and category stay as read (the token guards against a change in between). */
export async function updateLetterTemplateContent({ params, body }: Input<'updateLetterTemplateContent'>, ctx: RequestContext) {
  const saved = await letterTemplates.patch(
    ctx,
    params.id,
    (before) => ({ name: before.name, category: before.category, content: body.content }),
    body.consistency_token,
  );
  return showLetterTemplate(saved);
}

export function deleteLetterTemplate({ params, query }: Input<'deleteLetterTemplate'>, ctx: RequestContext) {
  return letterTemplates.remove(ctx, params.id, query.consistency_token);
}
