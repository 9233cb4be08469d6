import * as z from 'zod';
import { ulid } from '../schemas/common';
import { LETTER_NAME_MAX, LETTER_NAME_TAKEN } from '../schemas/letters';
import { requiredText } from '../schemas/fields';
import { defineRecordKind, recordSchemas, unique } from './kind';

// Patient letters (spec 3 §3 "Letter"; issue 24) as a record kind: stored under their patient,
// listed newest first, audited on Manage > Logs, a name unique per patient by a guard item in the
// write's own transaction. The HTML itself is not in the item: it is an object in the documents
// bucket (one per saved version, `content_version` naming it), so a 300 KB letter never makes a
// large table item, an audit entry holding two copies of it, or a list answer carrying every
// letter's text. The routes are the letters resource's own (routes/letters.ts): their bodies
// carry `edited_content`, which the item does not.
const letterFields = z.object({
  name: requiredText(LETTER_NAME_MAX),
  /** The template it was written from, or null. */
  template: ulid.nullable(),
  /** The stored HTML's version (its object's name); a save writes a new one. */
  content_version: z.string(),
  /** The stored HTML's size in bytes. */
  content_bytes: z.number().int().min(0),
  updated: z.string(),
});

const schemas = recordSchemas({ fields: letterFields, createOnly: z.object({}), shown: z.object({}) });

export const letterKind = defineRecordKind({
  model: 'letter',
  label: 'Letter',
  permission: 'letter',
  prefix: 'LETTER',
  resource: 'letters',
  labels: {
    name: { label: 'Name' },
    template: { label: 'Template' },
    content_version: { label: 'Content version' },
    content_bytes: { label: 'Content size (bytes)' },
    updated: { label: 'Updated' },
  },
  sample: {
    name: 'Verwijsbrief cardioloog',
    template: null,
    content_version: '01JBZ0000000000000000000AA',
    content_bytes: 2048,
    updated: '2026-11-28T10:00:00.000Z',
  },
  schemas,
  routes: {},
  unique: [unique(schemas, { name: 'name', by: ['name'], field: 'name', typedName: true, message: () => LETTER_NAME_TAKEN })],
});
export type StoredLetter = z.output<typeof schemas.record>;
