import {
  LETTER_CONTENT_MAX_BYTES,
  LETTER_CONTENT_TOO_LARGE,
  letterCategory,
  type LetterCategoryCode,
  type LetterTemplateInput,
} from '@praktijk/shared/schemas/letters';
import { ValidationError } from '../../lib/errors';
import { practiceTemplates } from '../../templates/practice-templates';
import { sanitizeLetterHtml } from './sanitize';

// Letter templates (spec 3 §3 "Letter template"; issue 24) kept as the practice's templates are
// (templates/practice-templates.ts): practice data, not patient data (not audited), a name unique
// in the practice in any case by a guard item in the write's own transaction. The content is
// sanitised on every write; `updated` is stamped with each. The referral issue reads them too.
export interface StoredLetterTemplate extends Record<string, unknown> {
  category: LetterCategoryCode;
  content: string;
  updated: string;
}

/** The content as stored: sanitised, and within what one item holds (400 with the field, never DynamoDB's refusal as a 500). */
function storedContent(content: string): string {
  const clean = sanitizeLetterHtml(content);
  if (Buffer.byteLength(clean, 'utf8') > LETTER_CONTENT_MAX_BYTES) throw ValidationError.field('content', LETTER_CONTENT_TOO_LARGE);
  return clean;
}

export const letterTemplates = practiceTemplates<LetterTemplateInput, StoredLetterTemplate>({
  prefix: 'LETTERTEMPLATE',
  entity: 'letter-template',
  async prepare(body) {
    return { category: body.category, content: storedContent(body.content), updated: new Date().toISOString() };
  },
  searchText: () => [],
  // The Template Builder lists every template of the practice (tens, not the 10 of a picker).
  shown: Infinity,
});

/** A template as answered: its category as {id, code, name}. */
export function showLetterTemplate<T extends StoredLetterTemplate>(template: T) {
  return { ...template, category: letterCategory(template.category) };
}
