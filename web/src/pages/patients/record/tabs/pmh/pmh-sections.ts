import { formatDate } from '@praktijk/shared/dates';
import { type PermissionModel } from '@praktijk/shared/permissions';
import { type CurrentUser } from '@praktijk/shared/schemas/auth';
import { userCan, userHasRole } from '../../../../../auth/permissions';

// The PMH tab's sections (spec 3 §2 "PMH tab and PMH panel", §3 "Permission keys", §6): each is
// a permission key, shown to physicians and to others with view on it, listing at most 3 items.
// The order is the spec's list of keys. A key whose records are not built yet has no section
// (issue 10 §7: "sections of kinds not built yet show nothing until their issue"); `patient`
// names no list of its own in the spec, so it has none (decision, written in the README).
export const PMH_ITEMS_PER_SECTION = 3;

export const PMH_SECTION_KEYS = [
  'history',
  'bloodtype',
  'disabilities',
  'prescription',
  'episodes',
  'decursus',
  'referral',
  'allergies',
  'measurements',
  'vitals',
  'medicalcard',
  'lab',
  'vaccination',
  'procedure',
  'attest',
  'patient',
] as const;
export type PmhSectionKey = (typeof PMH_SECTION_KEYS)[number];

/** The permission model behind a key: the spec's key 'disabilities' is the model 'disability' (every other key is its model's name). */
export const modelOfSection = (key: PmhSectionKey): PermissionModel => (key === 'disabilities' ? 'disability' : key);

/** Spec 3 §6: physicians see every section; others need can_view on the section's key. */
export function maySeeSection(user: CurrentUser | undefined, key: PmhSectionKey): boolean {
  return userHasRole(user, 'physician') || userCan(user, 'view', modelOfSection(key));
}

/** The first items of a section, newest first as their lists come, at most the spec's 3. */
export function sectionItems<T>(items: readonly T[]): T[] {
  return items.slice(0, PMH_ITEMS_PER_SECTION);
}

/** An episode in its section: its name and ICPC-2 code ('Hypertensie (K86)'). */
export function episodeLine(episode: { name: string; icpc: { code: string } | null }): string {
  return episode.icpc ? `${episode.name} (${episode.icpc.code})` : episode.name;
}

/** A note in the Decursus section: its date and the first line of its evaluation, else of its subjective ('n/a' for an empty note). */
export function decursusLine(note: { date: string; evaluation: string; subjective: string }): string {
  const firstLine = (text: string) =>
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim();
  return `${formatDate(note.date)} ${firstLine(note.evaluation) ?? firstLine(note.subjective) ?? 'n/a'}`;
}
