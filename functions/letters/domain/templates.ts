import { LETTER_CONTENT_MAX_BYTES, LETTER_CONTENT_TOO_LARGE, letterCategory, type LetterCategoryCode } from '@praktijk/shared/schemas/letters';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { practiceTemplates } from '../../templates/practice-templates';
import { readWithContent } from './content';
import { sanitizeLetterHtml } from './sanitize';

// Letter templates (spec 3 §3 "Letter template"; issue 24) kept as the practice's templates are
// (templates/practice-templates.ts): practice data, not patient data (not audited), a name unique
// in the practice in any case by a guard item in the write's own transaction. The item holds the
// name, category and which version of the HTML is current; the HTML is an object of its own
// (content.ts). The content is sanitised on every write; `updated` is stamped with each.
export interface StoredLetterTemplate extends Record<string, unknown> {
  category: LetterCategoryCode;
  content_version: string;
  content_bytes: number;
  updated: string;
}
/** What a template write stores: the content already written as its version. */
export interface LetterTemplateWrite {
  name: string;
  category: LetterCategoryCode;
  content_version: string;
  content_bytes: number;
}

/** The content as stored: sanitised, and within the bound (400 on `field`, the body's name for it). */
export function storedContent(content: string, field: 'content' | 'edited_content' = 'content'): string {
  const clean = sanitizeLetterHtml(content);
  if (Buffer.byteLength(clean, 'utf8') > LETTER_CONTENT_MAX_BYTES) throw ValidationError.field(field, LETTER_CONTENT_TOO_LARGE);
  return clean;
}

export const letterTemplates = practiceTemplates<LetterTemplateWrite, StoredLetterTemplate>({
  prefix: 'LETTERTEMPLATE',
  entity: 'letter-template',
  async prepare(body, _ctx, now) {
    return { category: body.category, content_version: body.content_version, content_bytes: body.content_bytes, updated: now };
  },
  searchText: () => [],
  // The Template Builder lists every template of the practice (tens, not the 10 of a picker).
  shown: Infinity,
});

type Template = Awaited<ReturnType<typeof letterTemplates.get>>;

/** A template as listed: its category as {id, code, name}, no content. */
export function listedLetterTemplate(template: Template) {
  const { content_version: _version, content_bytes: _bytes, ...shown } = template;
  return { ...shown, category: letterCategory(template.category) };
}

/** A template with its HTML (the item and the version it names). */
export async function letterTemplateWithContent(ctx: RequestContext, id: string, read: () => Promise<Template> = () => letterTemplates.get(ctx, id)) {
  const { item, html } = await readWithContent(ctx, 'templates', id, read);
  return { template: item, content: html };
}

export const shownLetterTemplate = (template: Template, content: string) => ({ ...listedLetterTemplate(template), content });
