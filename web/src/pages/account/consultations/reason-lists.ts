import { LOCALE } from '@praktijk/shared/constants';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';

// The Consultations tab's two lists (spec 1 §2): Available Reasons are the practice's general
// reasons (practitioner null); Activated Reasons are the user's own (practitioner = their id).
// Other physicians' own reasons are theirs and appear in neither list.

export interface ReasonLists {
  available: ConsultReasonType[];
  activated: ConsultReasonType[];
}

const byName = (a: ConsultReasonType, b: ConsultReasonType) => a.name.localeCompare(b.name, LOCALE, { sensitivity: 'base' });

export function splitReasons(reasons: readonly ConsultReasonType[], userId: string): ReasonLists {
  return {
    available: reasons.filter((r) => r.practitioner === null).sort(byName),
    activated: reasons.filter((r) => r.practitioner === userId).sort(byName),
  };
}

/** The list after the server answered a change to one reason (or removed it). */
export function withReason(reasons: readonly ConsultReasonType[], saved: ConsultReasonType): ConsultReasonType[] {
  return reasons.some((r) => r.id === saved.id) ? reasons.map((r) => (r.id === saved.id ? saved : r)) : [...reasons, saved];
}

export function withoutReason(reasons: readonly ConsultReasonType[], id: string): ConsultReasonType[] {
  return reasons.filter((r) => r.id !== id);
}

/** A name the user typed, trimmed; undefined when there is nothing to save. */
export function cleanReasonName(typed: string): string | undefined {
  const name = typed.trim().replace(/\s+/g, ' ');
  return name || undefined;
}

// The spec's toast headers (spec 1 §8), with the matching '... was ... successfully' text.
export const REASON_TOASTS = {
  created: { header: 'Consultation reasons created', content: 'Consultation reason was created successfully' },
  activated: { header: 'Consultation reasons update', content: 'Consultation reason was activated successfully' },
  deactivated: { header: 'Consultation reasons update', content: 'Consultation reason was deactivated successfully' },
  renamed: { header: 'Consultation reasons updated', content: 'Consultation reason was updated successfully' },
  deleted: { header: 'Consultation reasons deleted', content: 'Consultation reason was deleted successfully' },
} as const;
