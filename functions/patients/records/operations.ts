import { type z } from 'zod';
import { type RecordKindDeclaration } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { type AnyInput, type OperationFor, type OperationName } from '../../lib/http/types';
import { createPatientRecord, deletePatientRecord, getPatientRecord, listPatientRecords, updatePatientRecord, type PatientRecord } from '../../lib/patients/records';
import { type StoredPatient } from '../../lib/patients/summary';
import { existingPatient } from '../operations/patients';

// The generic operations of a record kind (list, create, update, delete), built from its
// declaration; what differs between kinds is a hook (catalogue checks, rules on other records,
// what the answer shows besides the record). Uniqueness is not a hook: the declaration's `unique`
// rules are guard items in the write's own transaction (lib/patients/records.ts).
type Schemas<K extends RecordKindDeclaration> = K['schemas'];
export type StoredRecord<K extends RecordKindDeclaration> = PatientRecord & z.output<Schemas<K>['fields']> & z.output<Schemas<K>['createOnly']>;
type Shown<K extends RecordKindDeclaration> = z.input<Schemas<K>['record']>;

export interface RecordHooks<K extends RecordKindDeclaration> {
  /** Checks the fields a create or update would store (catalogue references); throws the 400. */
  check?(fields: z.output<Schemas<K>['fields']>, ctx: RequestContext): Promise<void>;
  /** Checks the create-only fields against the patient (the related patient exists, is not the patient). Runs before `check`. */
  checkCreate?(body: z.output<Schemas<K>['create']>, patient: StoredPatient, ctx: RequestContext): Promise<void>;
  /** The answer for stored records, when it shows more than the record (the related patient's label). */
  show?(records: StoredRecord<K>[], ctx: RequestContext): Promise<Shown<K>[]>;
  /** The list's order when not newest first. */
  order?(a: StoredRecord<K>, b: StoredRecord<K>): number;
}

type OpOf<K extends RecordKindDeclaration> = { [P in keyof K['routes']]: K['routes'][P] extends { operation: infer Op extends OperationName } ? Op : never }[keyof K['routes']];
export type RecordOperations<K extends RecordKindDeclaration> = { [Op in OpOf<K>]: OperationFor<Op> };
type Loose = Record<string, unknown>;
type LooseOperation = (input: AnyInput, ctx: RequestContext) => Promise<unknown>;

export function recordOperations<K extends RecordKindDeclaration>(kind: K, hooks: RecordHooks<K> = {}): RecordOperations<K> {
  // Inside, records are plain field maps; the route table (derived from the same declaration)
  // gives each operation its exact input and result types at the resource handler.
  const h = hooks as unknown as RecordHooks<RecordKindDeclaration> & { check?(fields: Loose, ctx: RequestContext): Promise<void> };
  const show = async (records: (PatientRecord & Loose)[], ctx: RequestContext) => (h.show ? h.show(records as never, ctx) : records);
  const showOne = async (record: PatientRecord & Loose, ctx: RequestContext) => (await show([record], ctx))[0];
  const fieldNames = Object.keys(kind.schemas.fields.shape);
  const fieldsOf = (record: Loose) => Object.fromEntries(fieldNames.map((name) => [name, record[name]]));
  const operations: Record<string, LooseOperation> = {};
  const { list, create, update, delete: remove } = kind.routes;

  if (list) operations[list.operation] = async (input, ctx) => {
    const patient = await existingPatient(ctx, (input.params as { id: string }).id);
    const records = await listPatientRecords<PatientRecord & Loose>(ctx.data, kind, patient.id);
    const shown = await show(h.order ? records.sort(h.order as never) : records, ctx);
    return kind.single ? (shown[0] ?? null) : shown;
  };
  if (create) operations[create.operation] = async (input, ctx) => {
    const { patient: patientId, ...fields } = input.body as Loose & { patient: string };
    const patient = await existingPatient(ctx, patientId);
    await h.checkCreate?.(input.body as never, patient, ctx);
    await h.check?.(fieldsOf(fields), ctx);
    return showOne(await createPatientRecord(ctx, kind, patient.id, fields), ctx);
  };
  if (update) operations[update.operation] = async (input, ctx) => {
    const { consistency_token: token, ...fields } = input.body as Loose & { consistency_token: string };
    const before = await getPatientRecord<PatientRecord & Loose>(ctx.data, kind, (input.params as { id: string }).id);
    await h.check?.(fieldsOf(fields), ctx);
    return showOne(await updatePatientRecord(ctx, kind, before, fields, token), ctx);
  };
  if (remove) operations[remove.operation] = async (input, ctx) => {
    const before = await getPatientRecord<PatientRecord & Loose>(ctx.data, kind, (input.params as { id: string }).id);
    await deletePatientRecord(ctx, kind, before, (input.query as { consistency_token: string }).consistency_token);
    return undefined;
  };
  return operations as unknown as RecordOperations<K>;
}
