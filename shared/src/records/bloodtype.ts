import * as z from 'zod';
import { can } from '../routes/define';
import { requiredRef } from '../schemas/fields';
import { namedRef } from './health-fields';
import { CLINICAL_NOTE_LABEL, clinicalRecordSchemas, defineRecordKind, unique } from './kind';

// Blood type (spec 2 §3, §4): one per patient, created when missing, else updated, with numbered
// revisions that can be browsed (from 2) and reverted (spec 1 §3 "Revision", §4).
const schemas = clinicalRecordSchemas({
  fields: z.object({ type_id: requiredRef }),
  shown: z.object({ type: namedRef }),
});

export const bloodTypeKind = defineRecordKind({
  model: 'bloodtype',
  label: 'Blood type',
  permission: 'bloodtype',
  prefix: 'BLOODTYPE',
  resource: 'health',
  labels: { type_id: { label: 'Type', catalogue: 'blood_types' }, ...CLINICAL_NOTE_LABEL },
  sample: { type_id: 'O+' },
  single: true,
  schemas,
  routes: {
    list: { operation: 'getBloodType', path: '/api/patients/{id}/bloodtype/', access: can('view', 'bloodtype'), summary: "The patient's blood type, or null." },
    create: {
      operation: 'createBloodType',
      path: '/api/health/bloodtype/',
      access: can('add', 'bloodtype'),
      summary: 'Records the blood type of a patient who has none.',
    },
    update: {
      operation: 'updateBloodType',
      method: 'PUT',
      path: '/api/health/bloodtype/{id}/',
      access: can('change', 'bloodtype'),
      summary: 'Changes a blood type (a new revision).',
    },
    revisions: {
      operation: 'listBloodTypeRevisions',
      path: '/api/health/bloodtype/{id}/revisions/',
      access: can('view', 'bloodtype'),
      summary: "A blood type's revisions, oldest first.",
    },
    revert: {
      operation: 'revertBloodType',
      path: '/api/health/bloodtype/{id}/revisions/revert/',
      access: can('change', 'bloodtype'),
      summary: 'Reverts a blood type to a version: a new revision equal to it.',
      alias: { operation: 'revertBloodTypeAlias', path: '/api/health/bloodtype/{id}/revert/' },
    },
  },
  unique: [unique(schemas, { name: 'one', by: [], message: () => 'This patient already has a blood type.' })],
});
