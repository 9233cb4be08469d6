import * as z from 'zod';
import { can } from '../routes/define';
import { defineRecordKind, recordSchemas, unique } from './kind';
import { typed } from '../schemas/fields';

// The memo (spec 3 §2): one free-text note per patient, created when missing, else updated.
const schemas = recordSchemas({
  fields: z.object({ description: typed(z.string().max(5000, 'Ensure this field has no more than 5000 characters.')) }),
  createOnly: z.object({}),
  shown: z.object({}),
});

export const memoKind = defineRecordKind({
  model: 'memo',
  label: 'Memo',
  permission: 'memo',
  prefix: 'MEMO',
  resource: 'patients',
  labels: { description: { label: 'Description' } },
  sample: { description: 'Spreekt Sranantongo.' },
  single: true,
  schemas,
  routes: {
    list: { operation: 'getMemo', path: '/api/patients/{id}/memo/', access: can('view', 'memo'), summary: "The patient's memo, or null." },
    create: { operation: 'createMemo', path: '/api/patients/memo/', access: can('add', 'memo'), summary: 'Creates the memo of a patient who has none.' },
    update: { operation: 'updateMemo', method: 'PUT', path: '/api/patients/memo/{id}/', access: can('change', 'memo'), summary: 'Updates a memo.' },
  },
  unique: [unique(schemas, { name: 'one', by: [], message: () => 'This patient already has a memo.' })],
});
