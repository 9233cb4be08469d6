import { type IcpcRef } from '@praktijk/shared/schemas/clinical';
import { findItems } from '../../catalogue/domain/store';
import { ValidationError } from '../../lib/errors';

// ICPC-2 rubrics by id (= code) as a note shows them: code and name. The catalogue is the same for
// every practice and is written only when the catalogues load at deployment, so the rubrics found
// are kept for the life of the process; ids not found are asked again (never cached as missing).
const known = new Map<string, IcpcRef>();

/** The rubrics among `ids` (chapters and unknown codes are left out), read once per process. */
export async function icpcRubrics(ids: readonly (string | null | undefined)[]): Promise<Map<string, IcpcRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length) {
    for (const item of (await findItems('icpc_codes', missing)).values()) {
      // A chapter (no parent) is a tab of the picker, not a code a note can carry.
      if (item.parent != null) known.set(item.id, { id: item.id, code: item.code, name: item.name });
    }
  }
  return new Map(wanted.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
}

/** 400 on each of these fields whose id is set and is not an ICPC-2 rubric of the catalogue. */
export async function assertIcpcRubrics(fields: Record<string, string | null | undefined>): Promise<void> {
  const found = await icpcRubrics(Object.values(fields));
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, id]) => id && !found.has(id))
      .map(([field, id]) => [field, [`Select a valid choice. ${id} is not one of the available choices.`]]),
  );
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
