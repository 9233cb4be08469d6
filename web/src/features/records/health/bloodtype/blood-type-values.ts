import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { requiredRef } from '@praktijk/shared/schemas/fields';
import * as z from 'zod';
import { type Revision } from '@/components/revisions/revisions';

// The Blood Type sub-tab (spec 2 §2, §4, §5): one Type select, required; created when the patient
// has none, else updated; revisions browsable from two versions on.

export interface BloodTypeValues extends Record<string, unknown> {
  type_id: string | null;
}

export const BLOOD_TYPE_LABEL = 'Type';
/** The name in the revision dialog's title: '2 Blood Type Revision(s)'. */
export const BLOOD_TYPE_TITLE = 'Blood Type';

/** Checked before sending, with the server's own rule and text ('This field is required.'). */
export const bloodTypeSchema = z.object({ type_id: requiredRef });

export function bloodTypeValues(record: { type_id: string } | null | undefined): BloodTypeValues {
  return { type_id: record?.type_id ?? null };
}

/** 'Type: O Rh-positive'; the stored id while the catalogue loads or if it no longer holds it. */
export function bloodTypeRevisionContent(revision: Revision, types: readonly CatalogueItem[]): string {
  const id = revision.changes.find((change) => change.field === 'type_id')?.value;
  if (typeof id !== 'string' || id === '') return `${BLOOD_TYPE_LABEL}: n/a`;
  return `${BLOOD_TYPE_LABEL}: ${types.find((item) => item.id === id)?.name ?? id}`;
}
