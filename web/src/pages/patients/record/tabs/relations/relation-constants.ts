import * as z from 'zod';
import { REQUIRED } from '@praktijk/shared/schemas/fields';
import { type relationSchema } from '@praktijk/shared/schemas/patient-records';

export type Relation = z.infer<typeof relationSchema>;

/** Spec 2 §9: the related-patient lookup waits 100 ms after the last key. */
export const RELATED_PATIENT_DEBOUNCE_MS = 100;

/** Family relations between patients: the relation_types catalogue (contact_relations is for the emergency contact). */
export const RELATION_CATALOGUE = 'relation_types';

/** Checked before sending, so an empty pick is refused under its field like the server would. */
export const newRelationSchema = z.object({ to_patient: z.string().min(1, REQUIRED), relation_id: z.string().min(1, REQUIRED) });
