import * as z from 'zod';
import { can } from '../routes/define';
import { optionalText, typed } from '../schemas/fields';
import { defineRecordKind, recordSchemas, unique } from './kind';

/** Spec 3 §5: "at most 5 ICPC codes; the add button is disabled at 5". */
export const HISTORY_MAX_ICPC_CODES = 5;

// General History (spec 3 §2-§4): the patient's history in free text and up to five ICPC-2 codes,
// one per patient (created when missing, else updated), with numbered revisions that can be
// browsed and reverted (spec 1 §3 "Revision", §4 "Revision revert").
const historyFields = z.object({
  description: optionalText(10_000),
  icpc_ids: z
    .array(typed(z.string().trim().min(1).max(10)), { error: 'Expected a list of items.' })
    .max(HISTORY_MAX_ICPC_CODES, `Ensure this field has no more than ${HISTORY_MAX_ICPC_CODES} elements.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each ICPC code can be chosen once.')
    .default([]),
});

const schemas = recordSchemas({ fields: historyFields, createOnly: z.object({}), shown: z.object({}) });

export const historyKind = defineRecordKind({
  model: 'history',
  label: 'History',
  permission: 'history',
  prefix: 'HISTORY',
  resource: 'health',
  labels: {
    description: { label: 'Description' },
    icpc_ids: { label: 'ICPC codes', catalogue: 'icpc_codes' },
  },
  sample: { description: 'Hypertensie sinds 2015.', icpc_ids: ['K86'] },
  single: true,
  schemas,
  routes: {
    list: { operation: 'getHistory', path: '/api/patients/{id}/history/', access: can('view', 'history'), summary: "The patient's General History, or null." },
    create: {
      operation: 'createHistory',
      path: '/api/health/history/',
      access: can('add', 'history'),
      summary: 'Creates the General History of a patient who has none.',
    },
    update: {
      operation: 'updateHistory',
      method: 'PUT',
      path: '/api/health/history/{id}/',
      access: can('change', 'history'),
      summary: 'Updates a General History (a new revision).',
    },
    revisions: {
      operation: 'listHistoryRevisions',
      path: '/api/health/history/{id}/revisions/',
      access: can('view', 'history'),
      summary: "A General History's revisions, oldest first.",
    },
    revert: {
      operation: 'revertHistory',
      path: '/api/health/history/{id}/revisions/revert/',
      access: can('change', 'history'),
      summary: 'Reverts a General History to a version: a new revision equal to it.',
      alias: { operation: 'revertHistoryAlias', path: '/api/health/history/{id}/revert/' },
    },
  },
  unique: [unique(schemas, { name: 'one', by: [], message: () => 'This patient already has a general history.' })],
});
