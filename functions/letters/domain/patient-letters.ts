import { letterKind } from '@praktijk/shared/record-kinds';
import { type StoredLetter } from '@praktijk/shared/records/letters';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { getPatientRecord } from '../../records/records';
import { readWithContent } from './content';
import { letterTemplates } from './templates';

// A patient's letters (spec 3 §3 "Letter"): items of the `letter` record kind (stored, guarded and
// audited by records/records.ts) naming the version of their HTML in the documents bucket.

export const readLetter = (ctx: RequestContext, id: string) => getPatientRecord<StoredLetter>(ctx.data, letterKind, id);

export async function letterWithContent(ctx: RequestContext, id: string) {
  const { item, html } = await readWithContent(ctx, 'patient', id, () => readLetter(ctx, id));
  return { letter: item, html };
}

/** A row of Patient Letters: the item without its storage details. */
export function shownLetter(letter: StoredLetter) {
  return {
    id: letter.id,
    patient_id: letter.patient_id,
    name: letter.name,
    template: letter.template,
    created: letter.created,
    updated: letter.updated,
    consistency_token: letter.consistency_token,
  };
}

export const TEMPLATE_NOT_FOUND = 'Select a valid choice. That template does not exist.';

/** The template a letter names must be one of the practice's (a 400 on the field, like any bad choice). */
export async function checkTemplate(ctx: RequestContext, templateId: string | null): Promise<void> {
  if (templateId === null) return;
  try {
    await letterTemplates.get(ctx, templateId);
  } catch (error) {
    if (error instanceof NotFoundError) throw ValidationError.field('template', TEMPLATE_NOT_FOUND);
    throw error;
  }
}

/** The signer under a letter: the user who makes the file, by name and their identifier (e.g. a BIG number). */
export function signerOf(ctx: RequestContext) {
  const { prefix, first_name, last_name, identifier } = ctx.user;
  const name = [prefix, first_name, last_name].filter(Boolean).join(' ');
  return name ? { name, ...(identifier ? { identifier } : {}) } : undefined;
}
