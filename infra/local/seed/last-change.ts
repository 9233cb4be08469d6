import { type ConsultationItems } from '@praktijk/functions/consultations/domain/items';

// When a demo consultation was last changed. The consultation bar shows a treated consultation's
// update time and author ("Treated 26-11-2026 09:45, Dr. ..."; spec 3 §2), and the item builder
// (consultationItems) writes `updated` as its `created`: for a booking made two days ahead that read
// "Treated 24-11 07:30" on a consultation of 26-11 (issue 22 §7). The seed writes the moment of the
// consultation's last state change instead: treated when it ended, arrived when it started.

/** The state a demo consultation is written in. */
export interface DemoProgress {
  /** ISO instants of the consultation's own time. */
  start: string;
  end: string;
  arrived: boolean;
  processed: boolean;
}

/** The instant of the last change: its end once treated, its start once arrived; null while only booked (its creation stands). */
export function lastChangeOf(progress: DemoProgress): string | null {
  if (progress.processed) return progress.end;
  if (progress.arrived) return progress.start;
  return null;
}

/** The built consultation (its record and its stored item) updated at its last change; a booked one as it was built. */
export function atLastChange(built: ConsultationItems): ConsultationItems {
  const changed = lastChangeOf(built.consultation);
  if (!changed) return built;
  // Never before its creation (a walk-in is created as it comes in).
  const updated = changed < built.consultation.created ? built.consultation.created : changed;
  return {
    ...built,
    consultation: { ...built.consultation, updated },
    items: { ...built.items, consultation: { ...built.items.consultation, updated } },
  };
}
