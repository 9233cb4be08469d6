import * as z from 'zod';
import { type PermissionModel } from '../permissions';
import { type Access, type HttpMethod, type PermissionAccess, type ResourceName } from '../route-types';
import { ulid } from '../schemas/common';
import { type FieldLabel } from '../schemas/field-label';
import { requestToken, REQUIRED } from '../schemas/fields';

// A patient-record kind declared once (DESIGN §3): its model and permission model, key prefix,
// Logs label, field schemas, the operations it has and its uniqueness rules. The route table,
// the server's generic operations, the Logs model list and the web client's hooks derive from it.
export const RECORD_OPERATIONS = ['list', 'create', 'administration', 'update', 'delete', 'revisions', 'revert'] as const;
export type RecordOperation = (typeof RECORD_OPERATIONS)[number];

const consistencyToken = requestToken;
/** What every stored record of a patient carries besides its fields. */
export const recordMetaSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  created: z.string(),
  consistency_token: z.string(),
  /** Kinds with revisions: the latest version's number, so 'Browse Revisions' knows without loading them (spec: under 2, disabled). */
  version: z.number().int().optional(),
  /** Who wrote it (user id): a kind whose author may delete it (deleteRule 'authorOrPermission') decides by it. */
  created_by: z.string().optional(),
});

/**
 * Clinical records (spec 1 §3 "Health records"): the consultation note they were written in, null
 * outside a consultation. Decision (issue 21 §7, the contract and the code disagreed): the create
 * route of a clinical record requires `decursus` in its body, as the published contract says and
 * spec 2 §7 ("decursus added") writes it. A client says which note a record belongs to, or null
 * for none ('' from a blank choice is none too); a client that leaves the field out is refused
 * ('This field is required.') rather than having the record silently filed outside the
 * consultation it was written in. Records outside a consultation have their own administration
 * routes, which take no decursus.
 */
export const decursusRef = z.preprocess((v, ctx) => {
  if (v !== undefined) return v === '' ? null : v;
  ctx.addIssue({ code: 'custom', message: REQUIRED, input: v });
  return z.NEVER;
}, ulid.nullable());

/** A note that must be named (a procedure is always done in a consultation): null and blank are refused as missing. */
export const requiredDecursusRef = z.preprocess((v, ctx) => {
  if (v !== undefined && v !== null && v !== '') return v;
  ctx.addIssue({ code: 'custom', message: REQUIRED, input: v });
  return z.NEVER;
}, ulid);

/** A page of a long list (health records): newest first, `count` for 'Showing X to Y of Z', `next` the cursor of the page after. */
export const recordPageQuery = z.object({
  cursor: z
    .string()
    .max(1000)
    .regex(/^[0-9A-Za-z_-]+$/, 'Invalid cursor.')
    .optional(),
  limit: z.coerce.number().int('A valid integer is required.').min(1).max(100).default(5),
});
export const recordPageSchema = <R extends z.ZodType>(record: R) =>
  z.object({ results: z.array(record), count: z.number().int(), next: z.string().nullable() });

/**
 * "At most one record per patient and per value of `by`" (one memo; one insurance per slot; one
 * relation per related patient). The server keeps it with a guard item in the write's own
 * transaction; `message` is the spec's 400 text, under `field` or non_field_errors.
 */
export interface UniqueRule<Fields> {
  name: string;
  by: readonly (keyof Fields & string)[];
  message: (record: Fields) => string;
  field?: keyof Fields & string;
  /** Whose guard it is when not the record's patient's: a field holding another patient's id (a relation is unique from both sides). */
  under?: keyof Fields & string;
  /**
   * The values are words a user typed (a letter's name): the same in any case and spacing is the
   * same value, and the guard's key holds a digest of it, never the words (keys hold no patient data).
   */
  typedName?: boolean;
}

/** One route of a kind: the operation's name, where it is, who may call it. */
export interface RecordRouteSpec {
  operation: string;
  path: `/api/${string}/`;
  /** A permission, or any of several (a delete the author may make with can_add: deleteRule). */
  access: PermissionAccess | Extract<Access, { kind: 'anyOf' }>;
  summary: string;
  method?: HttpMethod;
}

/**
 * A kind's revert route; `alias` is a second path for the same call (spec 1 §7 names
 * `.../revert/` where spec 2 and 3 name `.../revisions/revert/`).
 */
export interface RevertRouteSpec extends RecordRouteSpec {
  alias?: { operation: string; path: `/api/${string}/` };
}

/**
 * One numbered version of a record (spec 1 §3 "Revision"): who, when, why, and every field of the
 * kind as it stood (so two versions compare line by line and a revert restores all of them).
 */
export const revisionSchema = z.object({
  history_id: z.string(),
  version: z.number().int(),
  history_user: z.string(),
  history_date: z.string(),
  history_change_reason: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
});
export const revisionListSchema = z.array(revisionSchema);
/**
 * Revert (spec: payload `version`). The consistency_token is optional because the spec's payload
 * has none; when a client sends the token it read, a revert over a change it has not seen is a 409.
 */
export const revertSchema = z.object({
  version: z.number({ error: REQUIRED }).int('A valid integer is required.').min(1, 'Ensure this value is greater than or equal to 1.'),
  consistency_token: consistencyToken.optional(),
});

/** The schemas of a kind, derived from its fields (see recordSchemas). */
export interface RecordSchemas {
  fields: z.ZodObject;
  record: z.ZodObject;
  create: z.ZodType;
  update: z.ZodType;
}

type Refine<T> = (value: T, ctx: z.RefinementCtx) => void;

/**
 * The schemas of a kind from its parts: `fields` are set at create and changed by update,
 * `createOnly` only set at create (the insurance's slot, the relation's other patient), `shown`
 * added to the answer by the server (the related patient's name). `refine` holds cross-field rules.
 */
export function recordSchemas<F extends z.core.$ZodShape, C extends z.core.$ZodShape, X extends z.core.$ZodShape>(parts: {
  fields: z.ZodObject<F>;
  createOnly: z.ZodObject<C>;
  shown: z.ZodObject<X>;
  refine?: Refine<z.output<z.ZodObject<F>>>;
}) {
  const refine = parts.refine ?? (() => undefined);
  const check = (value: unknown, ctx: z.RefinementCtx) => refine(value as z.output<z.ZodObject<F>>, ctx);
  const record = parts.fields.extend(parts.createOnly.shape).extend(parts.shown.shape).extend(recordMetaSchema.shape);
  const create = parts.createOnly.extend({ patient: ulid }).extend(parts.fields.shape).superRefine(check);
  const update = parts.fields.extend({ consistency_token: consistencyToken }).superRefine(check);
  return {
    fields: parts.fields,
    createOnly: parts.createOnly,
    record,
    list: z.array(record),
    create,
    update,
    deleteQuery: z.object({ consistency_token: consistencyToken }),
  };
}

/**
 * The schemas of a clinical kind (spec 1 §3: tied to a patient and a decursus): `create` (in a
 * consultation, spec 2 §7 `POST health/...`) also takes the consultation's `decursus`, and
 * `administration` (spec 1 §6: outside a consultation, the patient in the path) takes the fields
 * alone. The record shows its `decursus` (null when written outside a consultation).
 */
export function clinicalRecordSchemas<F extends z.core.$ZodShape, X extends z.core.$ZodShape>(parts: {
  fields: z.ZodObject<F>;
  shown: z.ZodObject<X>;
  refine?: Refine<z.output<z.ZodObject<F>>>;
}) {
  const refine = parts.refine ?? (() => undefined);
  const check = (value: unknown, ctx: z.RefinementCtx) => refine(value as z.output<z.ZodObject<F>>, ctx);
  const base = recordSchemas({ fields: parts.fields, createOnly: z.object({ decursus: decursusRef }), shown: parts.shown, refine: parts.refine });
  return {
    ...base,
    administration: parts.fields.superRefine(check),
    page: recordPageSchema(base.record),
  };
}

/**
 * One long list per value of a field (`paged.partitionBy`): a patient's chronic and other
 * prescriptions are two tabs, each paged newest first with its own count, each one Query. The
 * records of one value share a GSI1 partition and a count item (both suffixed `<field>=<value>`),
 * kept in every create, update (a record whose value changes moves) and delete. The list route
 * takes the value as the query parameter named `field`; `query` is its schema, whose output is
 * the value as stored (compared as text: a flag's `true` and the query's 'true' are one list).
 */
export interface PagePartition {
  field: string;
  query: z.ZodType;
}

export interface RecordKindDeclaration {
  /** The audit log's model name, shown in Manage > Logs with `label`. */
  model: string;
  label: string;
  /**
   * Each field's label as its form shows it, and the catalogue a reference points into: Manage >
   * Logs names a changed field by it ('Temperature method: Oral'), the forms label their fields
   * with it. Every field of `schemas.fields` has one (defineRecordKind checks); stored details
   * (a stop's reason, a repeat's origin) may have one too.
   */
  labels: Readonly<Record<string, FieldLabel>>;
  /** The resource (Lambda) that answers its routes: its routes join that resource's table (kindRoutesOf). */
  resource: ResourceName;
  /**
   * A valid body of the kind's fields (and create-only fields) for tests: the route-contract matrix
   * builds every generic route's request from it, so a new kind needs no fixture of its own.
   * Catalogue references name codes of the loaded catalogues; a field labelled `patient` (another
   * patient's id) is filled with a new patient's. `records/samples.test.ts` parses each.
   */
  sample: Readonly<Record<string, unknown>>;
  /** The permission model its routes check (relations are edited under `patient`). */
  permission: PermissionModel;
  /** Key prefix of its items (SK = <prefix>#<id>). */
  prefix: string;
  /** One record per patient: `list` answers the record or null. */
  single?: boolean;
  schemas: ReturnType<typeof recordSchemas>;
  /**
   * A field holding another id under which the record is listed too (GSI2), stored once: the other
   * patient of a relation (it shows on both patients), the consultation note of a procedure.
   */
  alsoListedUnder?: string;
  /**
   * Long lists (the health records: thousands of vital functions over the years): the list route
   * answers one page ({ results, count, next }, newest first by the field `by`, its `created` when
   * that is empty), and a per-patient counter kept in every create's and delete's transaction
   * answers 'of Z' with one read, whatever the number of records.
   */
  paged?: {
    by: string;
    partitionBy?: PagePartition;
    /** Rows a page when the client names no `limit` (spec 2 §9: prescriptions 10); 5 unless told (the Health-area lists). */
    pageSize?: number;
    /** Lists and counts only records dated today or earlier on the practice's clock (a chronic prescription's future repeats wait for their day). */
    dueOnly?: boolean;
  };
  /**
   * Who may delete besides the route's access: 'authorOrPermission' lets the record's author
   * (who has can_add) remove their own entry, everyone else needs can_delete; the delete route's
   * access must then admit both (anyOf).
   */
  deleteRule?: 'authorOrPermission';
  /** `revisions` and `revert` go together: a kind that has one has both (recordRoutes checks). */
  routes: Partial<Record<Exclude<RecordOperation, 'revert'>, RecordRouteSpec>> & { revert?: RevertRouteSpec };
  unique: readonly StoredUniqueRule[];
}

/** The clinical records' link to their consultation note, labelled alike in every kind. */
export const CLINICAL_NOTE_LABEL = { decursus: { label: 'Consultation note' } } as const;
/** The date and time a clinical record was taken (administrative_datetime). */
export const TAKEN_AT_LABEL = { administrative_datetime: { label: 'Date/Time' } } as const;

/** The fields of a kind's form that its `labels` leave out (never: defineRecordKind refuses the declaration). */
type UnlabelledFields<D extends RecordKindDeclaration> = Exclude<keyof z.output<D['schemas']['fields']>, keyof D['labels']>;
type EveryFieldLabelled<D extends RecordKindDeclaration> = [UnlabelledFields<D>] extends [never] ? unknown : { labelsMissingFor: UnlabelledFields<D> };

/**
 * Keeps the literal types of a declaration (operation names, paths, access) for the route table,
 * and fails the typecheck when a field of the kind's form has no label.
 */
export function defineRecordKind<const D extends RecordKindDeclaration>(declaration: D & EveryFieldLabelled<D>): D {
  return declaration;
}

/** A rule as the generic code reads it: field names and a message over a stored record. */
export interface StoredUniqueRule {
  name: string;
  by: readonly string[];
  message: (record: Record<string, unknown>) => string;
  field?: string;
  under?: string;
  typedName?: boolean;
}

/** A uniqueness rule typed against the kind's stored record, kept in the declaration's plain form. */
export function unique<S extends { record: z.ZodObject }>(_schemas: S, rule: UniqueRule<z.output<S['record']>>): StoredUniqueRule {
  return rule as unknown as StoredUniqueRule;
}
