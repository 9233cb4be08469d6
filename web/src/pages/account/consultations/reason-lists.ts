import { LOCALE } from '@praktijk/shared/constants';
import { type ConsultReasonType } from '@praktijk/shared/schemas/planning';

// The Consultations tab's two lists (spec 1 §2; issue 11.6). Activation is per practitioner:
// Activated Reasons are the ones whose ids are in the physician's calendar settings
// (consult_reason_types); Available Reasons are the others they may activate, the practice's
// general reasons (practitioner null) and their own. A reason activated by one physician stays
// available to every other. Other physicians' own reasons are theirs and appear in neither list.

export interface ReasonLists {
  available: ConsultReasonType[];
  activated: ConsultReasonType[];
}

const byName = (a: ConsultReasonType, b: ConsultReasonType) => a.name.localeCompare(b.name, LOCALE, { sensitivity: 'base' });

/** The reasons this user may activate: the general ones and their own. */
export function activatableReasons(reasons: readonly ConsultReasonType[], userId: string): ConsultReasonType[] {
  return reasons.filter((r) => r.practitioner === null || r.practitioner === userId);
}

export function splitReasons(reasons: readonly ConsultReasonType[], userId: string, activatedIds: readonly string[]): ReasonLists {
  const active = new Set(activatedIds);
  const mine = activatableReasons(reasons, userId);
  return {
    available: mine.filter((r) => !active.has(r.id)).sort(byName),
    activated: mine.filter((r) => active.has(r.id)).sort(byName),
  };
}

/**
 * The activated ids after one reason is switched on or off, kept to the reasons that still exist
 * for the user (a deleted one drops out) and in the order they were activated.
 */
export function switchedActivation(
  activatedIds: readonly string[],
  reasons: readonly ConsultReasonType[],
  userId: string,
  change: { id: string; active: boolean },
): string[] {
  const existing = new Set(activatableReasons(reasons, userId).map((r) => r.id));
  const kept = activatedIds.filter((id) => existing.has(id) && id !== change.id);
  return change.active ? [...kept, change.id] : kept;
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
