import { ulid } from 'ulid';
import { type z } from 'zod';
import { type RecordKindDeclaration } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../lib/auth/context';
import { type OperationFor, type OperationName } from '../lib/http/types';
import { createPatientRecords, deletePatientRecords, getPatientRecord, listPatientRecords, updatePatientRecord, type PatientRecord } from './records';
import { pagePatientRecords } from './record-pages';
import { fieldsOfRevision, getRevision, listRevisions } from './revisions';
import { type StoredPatient } from '../patients/domain/summary';
import { ForbiddenError, ValidationError } from '../lib/errors';
import { type Guarded, type TransactItem } from '../lib/data/transact';
import { can } from '@praktijk/shared/permissions';
import { existingPatient } from '../patients/domain/repository';

// The generic operations of a record kind (list, create, update, delete), built from its
// declaration; what differs between kinds is a hook (catalogue checks, rules on other records,
// what the answer shows besides the record). Uniqueness is not a hook: the declaration's `unique`
// rules are guard items in the write's own transaction (records/records.ts).
type Schemas<K extends RecordKindDeclaration> = K['schemas'];
export type StoredRecord<K extends RecordKindDeclaration> = PatientRecord & z.output<Schemas<K>['fields']> & z.output<Schemas<K>['createOnly']>;
type Shown<K extends RecordKindDeclaration> = z.input<Schemas<K>['record']>;

export interface RecordHooks<K extends RecordKindDeclaration> {
  /** Checks the fields a create or update would store (catalogue references); throws the 400. */
  check?(fields: z.output<Schemas<K>['fields']>, ctx: RequestContext): Promise<void>;
  /**
   * Checks the fields like `check` and gives what is stored beside them (the chosen catalogue
   * items' names), on create, update and revert.
   */
  enrich?(fields: z.output<Schemas<K>['fields']>, ctx: RequestContext): Promise<Record<string, unknown>>;
  /** Checks the create-only fields against the patient (the related patient exists, is not the patient). Runs before `check`. */
  checkCreate?(body: z.output<Schemas<K>['create']>, patient: StoredPatient, ctx: RequestContext): Promise<void>;
  /**
   * What a create stores beside its fields, read elsewhere at the moment of the create (a
   * procedure's type as priced today, its note's day), and the items written in the create's own
   * transaction (a referral's new consultation note). Runs after `checkCreate`; throws the 400.
   * `note`: the consultation note the body names, as already read to check it is the patient's.
   */
  enrichCreate?(body: z.output<Schemas<K>['create']>, patient: StoredPatient, ctx: RequestContext, note?: RecordNote): Promise<CreateExtras>;
  /** The answer for stored records, when it shows more than the record (the related patient's label). */
  show?(records: StoredRecord<K>[], ctx: RequestContext): Promise<Shown<K>[]>;
  /** The list's order when not newest first. */
  order?(a: StoredRecord<K>, b: StoredRecord<K>): number;
  /**
   * The rows a create writes in its one transaction: the record first (with what it stores beside
   * its fields) and the records that come with it (a chronic prescription's repeats). Gets the
   * checked fields with the new record's `id` and `created`; rows that name each other bring their ids.
   */
  expand?(record: ExpandInput<K>, ctx: RequestContext): Record<string, unknown>[];
  /**
   * The records a delete removes with this one in its transaction (a prescription's repeats); throws
   * the 400 when the record may not be deleted on its own (a repeated row).
   */
  alsoDeleted?(record: StoredRecord<K>, ctx: RequestContext): Promise<StoredRecord<K>[]>;
  /** What goes once the records are gone (a lab referral's result document in S3): after the transaction, never before it. */
  afterDelete?(records: StoredRecord<K>[], ctx: RequestContext): Promise<void>;
}
/** The consultation note a clinical record names, as the create reads it (its patient and day). */
export interface RecordNote {
  patient_id: string;
  date: string;
}
export interface CreateExtras {
  stored?: Record<string, unknown>;
  alsoWritten?: (TransactItem | Guarded)[];
}
/** What `expand` gets: the checked fields, what `enrich` stores beside them, and the new record's id and created. */
type ExpandInput<K extends RecordKindDeclaration> = Loose & z.output<Schemas<K>['fields']> & { id: string; created: string };

type OpOf<K extends RecordKindDeclaration> = {
  [P in keyof K['routes']]: K['routes'][P] extends { operation: infer Op extends OperationName } ? Op : never;
}[keyof K['routes']];
type AliasOpOf<K extends RecordKindDeclaration> = K['routes'] extends { revert: { alias: { operation: infer Op extends OperationName } } } ? Op : never;
export type RecordOperations<K extends RecordKindDeclaration> = { [Op in OpOf<K> | AliasOpOf<K>]: OperationFor<Op> };
type Loose = Record<string, unknown>;
// What every kind's routes give these operations (recordRoutes derives them so): the generic code
// reads only these parts, and each kind's route types are narrower versions of them.
interface ListInput {
  params: { id: string };
  /** With paged.partitionBy, also the value whose list is asked for. */
  query?: { cursor?: string; limit?: number } & Loose;
}
interface CreateInput {
  body: Loose & { patient: string };
}
interface UpdateInput {
  params: { id: string };
  body: Loose & { consistency_token: string };
}
interface DeleteInput {
  params: { id: string };
  query: { consistency_token: string };
}
interface RevertInput {
  params: { id: string };
  body: { version: number; consistency_token?: string };
}
interface AdministrationInput {
  params: { id: string };
  body: Loose;
}
type LooseOperation =
  | ((input: ListInput, ctx: RequestContext) => Promise<unknown>)
  | ((input: AdministrationInput, ctx: RequestContext) => Promise<unknown>)
  | ((input: CreateInput, ctx: RequestContext) => Promise<unknown>)
  | ((input: UpdateInput, ctx: RequestContext) => Promise<unknown>)
  | ((input: DeleteInput, ctx: RequestContext) => Promise<unknown>)
  | ((input: RevertInput, ctx: RequestContext) => Promise<unknown>);

/**
 * A clinical record written in a consultation names its note (spec 1 §3): the decursus must be
 * this patient's, or a record would show up in another patient's consultation.
 */
async function assertDecursusOf(ctx: RequestContext, patientId: string, decursus: unknown): Promise<RecordNote | undefined> {
  if (typeof decursus !== 'string') return undefined;
  const note = await ctx.data.get<RecordNote>(ctx.data.keys.decursus(decursus));
  if (note?.patient_id !== patientId) throw ValidationError.field('decursus', `Invalid pk "${decursus}" - object does not exist.`);
  return note;
}

/**
 * deleteRule 'authorOrPermission' (vital functions, measurements: spec 2 §6 puts no permission on
 * their delete buttons): can_delete removes any; the route also admits can_add, and with it only
 * one's own entry (a nurse corrects her own typo, not a colleague's record).
 */
function assertMayDelete(kind: RecordKindDeclaration, record: PatientRecord, ctx: RequestContext): void {
  if (kind.deleteRule !== 'authorOrPermission') return;
  if (can({ is_staff: ctx.isStaff, permissions: ctx.permissions }, 'delete', kind.permission)) return;
  if (record.created_by !== ctx.userId) throw new ForbiddenError();
}

export function recordOperations<K extends RecordKindDeclaration>(kind: K, hooks: RecordHooks<K> = {}): RecordOperations<K> {
  // Inside, records are plain field maps; the route table (derived from the same declaration)
  // gives each operation its exact input and result types at the resource handler.
  const h = hooks as unknown as {
    check?(fields: Loose, ctx: RequestContext): Promise<void>;
    enrich?(fields: Loose, ctx: RequestContext): Promise<Loose>;
    checkCreate?(body: Loose, patient: StoredPatient, ctx: RequestContext): Promise<void>;
    enrichCreate?(body: Loose, patient: StoredPatient, ctx: RequestContext, note?: RecordNote): Promise<CreateExtras>;
    show?(records: Loose[], ctx: RequestContext): Promise<Loose[]>;
    order?(a: Loose, b: Loose): number;
    expand?(record: Loose & { id: string; created: string }, ctx: RequestContext): (Loose & { id?: string })[];
    alsoDeleted?(record: PatientRecord & Loose, ctx: RequestContext): Promise<(PatientRecord & Loose)[]>;
    afterDelete?(records: (PatientRecord & Loose)[], ctx: RequestContext): Promise<void>;
  };
  const show = async (records: (PatientRecord & Loose)[], ctx: RequestContext) => (h.show ? h.show(records, ctx) : records);
  const showOne = async (record: PatientRecord & Loose, ctx: RequestContext) => (await show([record], ctx))[0];
  const fieldNames = Object.keys(kind.schemas.fields.shape);
  const fieldsOf = (record: Loose) => Object.fromEntries(fieldNames.map((name) => [name, record[name]]));
  /** The hooks' checks of fields about to be stored, and what is stored beside them. */
  const prepare = async (fields: Loose, ctx: RequestContext): Promise<Loose> => {
    await h.check?.(fieldsOf(fields), ctx);
    return { ...fields, ...(h.enrich ? await h.enrich(fieldsOf(fields), ctx) : {}) };
  };
  const operations: Record<string, LooseOperation> = {};
  const { list, create, administration, update, delete: remove, revisions, revert } = kind.routes;

  if (list && kind.paged)
    operations[list.operation] = async ({ params, query }: ListInput, ctx: RequestContext) => {
      const partition = kind.paged?.partitionBy ? query?.[kind.paged.partitionBy.field] : undefined;
      const page = await pagePatientRecords<PatientRecord & Loose>(ctx.data, kind, params.id, query?.limit ?? 5, query?.cursor, partition);
      return { ...page, results: await show(page.results, ctx) };
    };
  else if (list)
    operations[list.operation] = async ({ params }: ListInput, ctx: RequestContext) => {
      const patient = await existingPatient(ctx, params.id);
      const records = await listPatientRecords<PatientRecord & Loose>(ctx.data, kind, patient.id);
      const shown = await show(h.order ? records.sort(h.order) : records, ctx);
      return kind.single ? (shown[0] ?? null) : shown;
    };
  const createFor = async (patientId: string, body: Loose, ctx: RequestContext) => {
    const patient = await existingPatient(ctx, patientId);
    const note = await assertDecursusOf(ctx, patient.id, body.decursus);
    await h.checkCreate?.(body, patient, ctx);
    const extras = h.enrichCreate ? await h.enrichCreate(body, patient, ctx, note) : {};
    const fields = { ...(await prepare(body, ctx)), ...extras.stored };
    const created = new Date().toISOString();
    const rows = h.expand ? h.expand({ ...fields, id: ulid(), created }, ctx) : [fields];
    const [record] = await createPatientRecords(ctx, kind, patient.id, rows, created, extras.alsoWritten);
    return showOne(record!, ctx);
  };
  if (create)
    operations[create.operation] = async ({ body }: CreateInput, ctx: RequestContext) => {
      const { patient: patientId, ...fields } = body;
      return createFor(patientId, fields, ctx);
    };
  // Outside a consultation (spec 1 §6): the patient in the path, no decursus.
  if (administration)
    operations[administration.operation] = async ({ params, body }: AdministrationInput, ctx: RequestContext) =>
      createFor(params.id, { ...body, decursus: null }, ctx);
  if (update)
    operations[update.operation] = async ({ params, body }: UpdateInput, ctx: RequestContext) => {
      const { consistency_token: token, ...fields } = body;
      const before = await getPatientRecord<PatientRecord & Loose>(ctx.data, kind, params.id);
      return showOne(await updatePatientRecord(ctx, kind, before, await prepare(fields, ctx), token), ctx);
    };
  if (remove)
    operations[remove.operation] = async ({ params, query }: DeleteInput, ctx: RequestContext) => {
      const before = await getPatientRecord<PatientRecord & Loose>(ctx.data, kind, params.id);
      assertMayDelete(kind, before, ctx);
      const also = h.alsoDeleted ? await h.alsoDeleted(before, ctx) : [];
      await deletePatientRecords(ctx, kind, [
        { before, expectedToken: query.consistency_token },
        ...also.map((record) => ({ before: record, expectedToken: record.consistency_token })),
      ]);
      await h.afterDelete?.([before, ...also], ctx);
      return undefined;
    };
  if (revisions)
    operations[revisions.operation] = async ({ params }: ListInput, ctx: RequestContext) => {
      await getPatientRecord(ctx.data, kind, params.id); // 404 for another practice's record
      return listRevisions(ctx.data, kind, params.id);
    };
  if (revert) {
    // A revert is an update to the chosen version's fields: a new version (spec 1 §4), audited as
    // a change. Without the client's token the one just read conditions the write, so a change
    // that lands in between still answers 409 rather than being overwritten unseen.
    const revertOperation = async ({ params, body }: RevertInput, ctx: RequestContext) => {
      const before = await getPatientRecord<PatientRecord & Loose>(ctx.data, kind, params.id);
      const revision = await getRevision(ctx.data, kind, params.id, body.version);
      if (!revision) throw ValidationError.field('version', 'This version does not exist.');
      const fields = await prepare(fieldsOf(fieldsOfRevision(revision)), ctx);
      const token = body.consistency_token ?? before.consistency_token;
      return showOne(await updatePatientRecord(ctx, kind, before, fields, token, `Reverted to version ${revision.version}`), ctx);
    };
    operations[revert.operation] = revertOperation;
    if (revert.alias) operations[revert.alias.operation] = revertOperation;
  }
  // The one cast: the table above, keyed by the declaration's operation names, is what the route
  // table (derived from the same declaration) expects of them.
  return operations as unknown as RecordOperations<K>;
}
