import { z } from 'zod';
import { can } from '../routes/define';
import { ulid } from '../schemas/common';
import { REQUIRED, requiredRef } from '../schemas/fields';
import { defineRecordKind, recordSchemas, unique } from './kind';

// Relations (spec 2 §2): a patient's family and contacts among the practice's patients, each
// with a relation type, stored on the patient they were added to. Editing needs change on patient.
const schemas = recordSchemas({
  fields: z.object({ relation_id: requiredRef }),
  createOnly: z.object({ to_patient: z.string({ error: REQUIRED }).pipe(ulid) }),
  // The related patient's label, read when the relation is shown.
  shown: z.object({ name: z.string(), date_of_birth: z.string() }),
});

export const relationKind = defineRecordKind({
  model: 'relation',
  label: 'Relation',
  permission: 'patient',
  prefix: 'RELATION',
  schemas,
  routes: {
    list: {
      operation: 'listRelations',
      path: '/api/patients/{id}/relations/',
      access: can('view', 'patient'),
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
  unique: [unique(schemas, { name: 'to', by: ['to_patient'], field: 'to_patient', message: () => 'This patient is already a relation.' })],
});
