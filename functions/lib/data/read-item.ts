import { type z } from 'zod';

// The data edge: every item read from the table goes through its schema here instead of being
// trusted by a cast. An item that does not fit is a server fault (the app wrote it, or someone
// edited the table), never the caller's: it answers 500 through the one error mapping.

/**
 * A stored item that does not fit its schema. The message names the entity and the failing
 * field NAMES only, never a value: items hold PHI, and this message is logged.
 */
export class StoredItemError extends Error {
  override readonly name = 'StoredItemError';
  constructor(
    readonly entity: string,
    readonly fields: readonly string[],
  ) {
    super(`A stored ${entity} item does not fit its schema (fields: ${fields.join(', ') || '(the item itself)'})`);
  }
}

/** Field paths of the issues, as names and list positions: zod's path never carries a value. */
function failingFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.map(String).join('.')))];
}

/** One item read from the table, parsed by its schema. */
export function readItem<S extends z.ZodType>(entity: string, schema: S, item: unknown): z.output<S> {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new StoredItemError(entity, failingFields(parsed.error));
  return parsed.data;
}

/** A GetItem's answer through a domain's reader (readEpisode, ...): absent stays undefined, present must fit. */
export function readOptional<T>(read: (item: unknown) => T, item: unknown): T | undefined {
  return item === undefined ? undefined : read(item);
}

/** A GetItem's answer: absent stays undefined, present must fit. */
export function readOptionalItem<S extends z.ZodType>(entity: string, schema: S, item: unknown): z.output<S> | undefined {
  return readOptional((present) => readItem(entity, schema, present), item);
}

/** A query's or BatchGet's items, each parsed by the schema. */
export function readItems<S extends z.ZodType>(entity: string, schema: S, items: readonly unknown[]): z.output<S>[] {
  return items.map((item) => readItem(entity, schema, item));
}
