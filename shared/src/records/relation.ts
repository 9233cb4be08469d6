import * as z from 'zod';
import { can } from '../routes/define';
import { ulid } from '../schemas/common';
import { REQUIRED, requiredRef, typed } from '../schemas/fields';
import { defineRecordKind, recordSchemas, unique } from './kind';

// Relations (spec 2 §2): a patient's family and contacts among the practice's patients, each
// with a relation type, stored once on the patient they were added to and listed on both: on the
// other patient's Relations tab it is the inverse relation (see INVERSE_RELATION_TYPES). "A, to B,
// Father" reads "B is the father of A"; on B's tab "A is the child of B". Editing needs change on
// patient (spec 2 §6: "patient can_change enables General, Relations and contact edits"); the list
// needs view on relation, the permission that shows the Relations tab, so tab and API agree and a
// role without it neither sees the tab nor is refused a call the screen would make (issue 21 §8).
const schemas = recordSchemas({
  fields: z.object({ relation_id: requiredRef }),
  createOnly: z.object({ to_patient: typed(z.string({ error: REQUIRED }).max(64)).pipe(ulid) }),
  // The other patient's label, read when the relation is shown; `inverse` when it is listed on
  // its to_patient (added on the other patient), so the type reads the other way round.
  shown: z.object({ name: z.string(), date_of_birth: z.string(), inverse: z.boolean() }),
});

/**
 * How a relation type reads from the other patient (relation_types catalogue ids). A type whose
 * inverse the catalogue has maps to that type (Grandparent <-> Grandchild, Step-parent <->
 * Stepchild, Father and Mother -> Child); a symmetric one maps to itself (Sibling, Twin, Spouse,
 * Partner, Other family member, Other). The catalogue has no 'Parent', 'Foster child' or 'Ward',
 * so Child, Foster parent and Guardian read the other way in those words (gender is not assumed).
 */
export const INVERSE_RELATION_TYPES: Record<string, { type: string } | { words: string }> = {
  MTH: { type: 'CHILD' },
  FTH: { type: 'CHILD' },
  CHILD: { words: 'Parent' },
  SIB: { type: 'SIB' },
  TWIN: { type: 'TWIN' },
  SPS: { type: 'SPS' },
  DOMPART: { type: 'DOMPART' },
  GRPRN: { type: 'GRNDCHILD' },
  GRNDCHILD: { type: 'GRPRN' },
  STPPRN: { type: 'STPCHLD' },
  STPCHLD: { type: 'STPPRN' },
  FOSTER: { words: 'Foster child' },
  GUARD: { words: 'Ward' },
  EXT: { type: 'EXT' },
  OTH: { type: 'OTH' },
};

export const relationKind = defineRecordKind({
  model: 'relation',
  label: 'Relation',
  permission: 'patient',
  prefix: 'RELATION',
  resource: 'patients',
  labels: {
    to_patient: { label: 'Patient', patient: true },
    relation_id: { label: 'Relation', catalogue: 'relation_types' },
  },
  sample: { to_patient: '', relation_id: 'MTH' },
  schemas,
  routes: {
    list: {
      operation: 'listRelations',
      path: '/api/patients/{id}/relations/',
      access: can('view', 'relation'),
      summary: "The patient's relations with the related patients' names and dates of birth.",
    },
    create: { operation: 'createRelation', path: '/api/patients/relations/', access: can('change', 'patient'), summary: 'Relates a patient to another.' },
    update: {
      operation: 'updateRelation',
      method: 'PATCH',
      path: '/api/patients/relations/{id}/',
      access: can('change', 'patient'),
      summary: "Changes a relation's type.",
    },
    delete: {
      operation: 'deleteRelation',
      path: '/api/patients/relations/{id}/',
      access: can('change', 'patient'),
      summary: 'Removes a relation (consistency_token in the query string).',
    },
  },
  // A patient is related to another once, whatever the type (changing the type keeps the guard).
  // Both ways: the second guard sits with the other patient, so B cannot add A when A has B.
  unique: [
    unique(schemas, { name: 'to', by: ['to_patient'], field: 'to_patient', message: () => 'This patient is already a relation.' }),
    unique(schemas, { name: 'to', by: ['patient_id'], under: 'to_patient', field: 'to_patient', message: () => 'This patient is already a relation.' }),
  ],
  alsoListedUnder: 'to_patient',
});
