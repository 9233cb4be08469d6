import { recordMetaSchema, type RecordKindDeclaration } from '@praktijk/shared/records/kind';
import type * as z from 'zod';
import { outputSchema } from '../lib/data/output-schema';
import { readItem } from '../lib/data/read-item';

// The schema a record kind's stored items are read through (issue 23 §3: parse at every edge).
// The kind declares what a request may send; what is stored is that input's OUTPUT, after each
// field's transforms ran (lib/data/output-schema.ts), kept loose: the catalogue names the
// `enrich` hook stores beside the fields stay.

const storedSchemas = new WeakMap<RecordKindDeclaration, z.ZodType>();

/**
 * The kind's stored record: its fields and create-only fields as produced, and the record's meta.
 * Not its `shown` fields: the `show` hook computes those when answering (a vital's `*_full`).
 */
export function storedRecordSchema(kind: RecordKindDeclaration): z.ZodType {
  let schema = storedSchemas.get(kind);
  if (!schema) {
    const { fields, createOnly } = kind.schemas;
    schema = outputSchema(fields.extend(createOnly.shape).extend(recordMetaSchema.shape));
    storedSchemas.set(kind, schema);
  }
  return schema;
}

/**
 * A stored record of the kind, parsed by its stored schema (a misfit is a StoredItemError, 500).
 * The one cast of the engine's reads: callers name the stored type of their kind (`StoredRecord<K>`
 * or a hook's own), which the schema just checked field by field.
 */
export function readRecord<T>(kind: RecordKindDeclaration, item: unknown): T {
  return readItem(`${kind.model} record`, storedRecordSchema(kind), item) as T;
}
