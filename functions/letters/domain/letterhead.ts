import { type Letterhead } from '@praktijk/shared/schemas/letters';
import { type RequestContext } from '../../lib/auth/context';
import { createRecord, updateRecord } from '../../lib/data/write';
import { type LetterRenderInput } from '../render/letter-input';

// The practice's letterhead (issue 24): one item per practice, not patient data (not audited),
// created by its first save and changed under its consistency_token after that, so two users
// saving at once get one save and a 409, never a mix (no read-then-write: a save with no token
// is a create that fails when one exists).
interface StoredLetterhead {
  entity: 'letterhead';
  lines: string[];
  logo: string | null;
  consistency_token: string;
}

const keyOf = (ctx: RequestContext) => ctx.data.keys.practiceTemplate('LETTERHEAD', 'practice');

async function stored(ctx: RequestContext): Promise<StoredLetterhead | undefined> {
  return ctx.data.get<StoredLetterhead>(keyOf(ctx));
}

const shown = (ctx: RequestContext, item: StoredLetterhead | undefined): Letterhead => ({
  practice_name: ctx.practice.name,
  lines: item?.lines ?? [],
  logo: item?.logo ?? null,
  consistency_token: item?.consistency_token ?? '',
});

export async function readLetterhead(ctx: RequestContext): Promise<Letterhead> {
  return shown(ctx, await stored(ctx));
}

export async function saveLetterhead(ctx: RequestContext, change: { lines: string[]; logo: string | null; consistency_token: string }): Promise<Letterhead> {
  const next = { entity: 'letterhead' as const, lines: change.lines, logo: change.logo };
  if (!change.consistency_token) return shown(ctx, await createRecord(keyOf(ctx), next));
  // The item as it stands is only the base of the Put; the token condition decides whether it is still current.
  const before = (await stored(ctx)) ?? { ...next, consistency_token: change.consistency_token };
  return shown(ctx, await updateRecord(keyOf(ctx), before, { ...before, ...next }, change.consistency_token));
}

/** The letterhead as the renderers take it. */
export function renderedLetterhead(letterhead: Letterhead): LetterRenderInput['letterhead'] {
  return { practiceName: letterhead.practice_name, lines: letterhead.lines, ...(letterhead.logo ? { logo: letterhead.logo } : {}) };
}
