import { type CLINICAL_LOG_MODELS } from '@praktijk/shared/record-kinds';
import { type PersonRef } from '@praktijk/shared/schemas/clinical';
import { type DecursusFields } from '@praktijk/shared/schemas/decursus';
import { type RequestContext } from '../../lib/auth/context';
import { auditChangeItems, LOG_TYPES, type LogType } from '../../lib/data/audit';
import { tableName } from '../../lib/data/client';
import { LOCK_CONDITION, lockValues, newConsistencyToken } from '../../lib/data/consistency';
import { displayName } from '../../lib/data/users';
import { type Guarded, type TransactItem } from '../../lib/data/transact';
import { type TenantData } from '../../lib/data/tenant-data';
import { ValidationError } from '../../lib/errors';
import { episodeLinkCheck } from '../../episodes/domain/link';
import { revisionPut } from '../../records/revisions';
import {
  type ConsultationItems,
  consultationStorage,
  DECURSUS_REVISIONS,
  episodeIndex,
  NOTE_FIELDS,
  noteOf,
  positionOf,
  type StoredConsultation,
  type StoredDecursus,
} from './items';

// The writes of consultations and notes, as items of one transaction each: the item itself
// (conditioned on the token the caller read), what goes with it (a note's revision, an episode's
// link check) and the audit entry filed under the patient (Manage > Logs).

type Model = (typeof CLINICAL_LOG_MODELS)[number]['model'];
export type Writer = Pick<RequestContext, 'tenantId' | 'userId' | 'user' | 'data'>;

export const NOT_A_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

export const personOf = (writer: Writer): PersonRef => ({ id: writer.userId, name: displayName(writer.user) });

// What Logs show of each: the fields a person chose, not the bookkeeping around them.
const CONSULTATION_AUDITED = ['practitioner_id', 'start', 'end', 'reason_type', 'reason', 'is_walkin', 'insurance', 'arrived', 'processed'] as const;
const DECURSUS_AUDITED = [...NOTE_FIELDS, 'episode'] as const;
const pick = (record: object | undefined, fields: readonly string[]) =>
  record ? Object.fromEntries(fields.map((field) => [field, (record as Record<string, unknown>)[field]])) : undefined;

function audit(writer: Writer, model: Model, patientId: string, objectId: string, logType: LogType, before?: object, after?: object): TransactItem[] {
  const fields = model === 'consultation' ? CONSULTATION_AUDITED : DECURSUS_AUDITED;
  return auditChangeItems(writer, { subjectId: patientId, model, objectId }, logType, pick(before, fields), pick(after, fields));
}

export function auditCreated(writer: Writer, model: Model, record: { id: string; patient_id: string }): TransactItem[] {
  return audit(writer, model, record.patient_id, record.id, LOG_TYPES.created, undefined, record);
}

export const conditionedPut = (Item: Record<string, unknown>, expectedToken: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item,
    ConditionExpression: LOCK_CONDITION,
    ExpressionAttributeValues: lockValues(expectedToken),
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  },
});

/**
 * A consultation write as items of a transaction: the whole item replaced on the caller's token
 * (every write of a consultation is conditioned so, so nothing in between is lost), with a new
 * token and who changed it when, and its audit entry. The put comes first.
 */
export function consultationChange(
  writer: Writer,
  before: StoredConsultation,
  changes: Partial<StoredConsultation>,
  expectedToken: string,
): { after: StoredConsultation; items: TransactItem[] } {
  const after: StoredConsultation = {
    ...before,
    ...changes,
    updated: new Date().toISOString(),
    updated_by: personOf(writer),
    consistency_token: newConsistencyToken(),
  };
  const items = [
    conditionedPut(consultationStorage(writer.data, after), expectedToken),
    ...audit(writer, 'consultation', before.patient_id, before.id, LOG_TYPES.changed, before, after),
  ];
  return { after, items };
}

/** The patient exists (else 404: no item), and is as the form read it when a token is given (else 409). */
export function patientCheck(data: TenantData, patientId: string, token: string | undefined): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: data.keys.patient(patientId),
      ...(token ? { ConditionExpression: LOCK_CONDITION, ExpressionAttributeValues: lockValues(token) } : { ConditionExpression: 'attribute_exists(PK)' }),
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

const putNew = (Item: Record<string, unknown>): TransactItem => ({ Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' } });

/** A new consultation's items: its patient's check, the consultation, its note and revision 1, and their audit entries. */
export function newConsultationItems(writer: Writer, built: ConsultationItems, patientToken?: string): TransactItem[] {
  return [
    patientCheck(writer.data, built.consultation.patient_id, patientToken),
    putNew(built.items.consultation),
    putNew(built.items.decursus),
    putNew(built.items.revision),
    ...auditCreated(writer, 'consultation', built.consultation),
    ...auditCreated(writer, 'decursus', built.decursus),
  ];
}

/** A consultation write in one transaction; `also` joins other items to it. */
export async function writeConsultation(
  writer: Writer,
  before: StoredConsultation,
  changes: Partial<StoredConsultation>,
  expectedToken: string,
  also: (TransactItem | Guarded)[] = [],
): Promise<StoredConsultation> {
  const { after, items } = consultationChange(writer, before, changes, expectedToken);
  await writer.data.transact([...items, ...also]);
  return after;
}

/** The audit entry of a deleted consultation (Logs: '-'). */
export function auditDeleted(writer: Writer, consultation: StoredConsultation): TransactItem[] {
  return audit(writer, 'consultation', consultation.patient_id, consultation.id, LOG_TYPES.deleted, consultation, undefined);
}

/**
 * A moved consultation's note follows it: its start, day and practitioner, and with them its
 * place among the patient's notes (GSI1SK, Previous Decursus) and in its episode (GSI2SK). The
 * note's token and version stay, like a link: an open note's next save is not a 409.
 */
export function noteMoveUpdate(
  data: TenantData,
  note: StoredDecursus,
  moved: Pick<StoredConsultation, 'start' | 'date' | 'practitioner_id' | 'practitioner_name'>,
) {
  const placed = { ...note, start: moved.start };
  const set = {
    start: moved.start,
    date: moved.date,
    practitioner: { id: moved.practitioner_id, name: moved.practitioner_name },
    GSI1SK: positionOf(placed),
    ...(note.episode ? { GSI2SK: positionOf(placed) } : {}),
  };
  return noteUpdate(data, note, set, [], { expression: 'attribute_exists(PK)', values: {} });
}

/** The episode's check (exists, this patient's, active, not merged: else 400 on episode); none for an unlink. */
function episodeCheck(data: TenantData, note: StoredDecursus, episode: string | null): Guarded[] {
  return episode ? [{ item: episodeLinkCheck(data, note.patient_id, episode), refusal: ValidationError.field('episode', NOT_A_CHOICE) }] : [];
}

/** An UpdateItem of a note: SET these attributes (and REMOVE those), on a condition. */
function noteUpdate(data: TenantData, note: StoredDecursus, set: Record<string, unknown>, remove: string[], condition: { expression: string; values: object }) {
  const names = [...Object.keys(set), ...remove];
  const clauses = [
    `SET ${Object.keys(set)
      .map((name) => `#${name} = :${name}`)
      .join(', ')}`,
    ...(remove.length ? [`REMOVE ${remove.map((name) => `#${name}`).join(', ')}`] : []),
  ];
  return {
    Update: {
      TableName: tableName(),
      Key: data.keys.decursus(note.id),
      UpdateExpression: clauses.join(' '),
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: { ...Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value])), ...condition.values },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

/** The link and its index attributes (GSI2 only while linked). */
function linkAttributes(data: TenantData, note: StoredDecursus, episode: string | null) {
  return { set: { episode, ...episodeIndex(data, note, episode) }, remove: episode ? [] : ['GSI2PK', 'GSI2SK'] };
}

/**
 * The items that link a note to an episode (or unlink it): the episode's check and an Update of
 * the link and its index attributes alone, which leaves the note's token and version as they are,
 * so a link from the Episodes modal never turns the open note's next save into a 409.
 */
export function linkItems(data: TenantData, note: StoredDecursus, episode: string | null): (TransactItem | Guarded)[] {
  const { set, remove } = linkAttributes(data, note, episode);
  return [...episodeCheck(data, note, episode), noteUpdate(data, note, set, remove, { expression: 'attribute_exists(PK)', values: {} })];
}

/** The link's items with the note's audit entry (when the link changes), to join a transaction. */
export function linkWrite(writer: Writer, note: StoredDecursus, episode: string | null): (TransactItem | Guarded)[] {
  return [...linkItems(writer.data, note, episode), ...audit(writer, 'decursus', note.patient_id, note.id, LOG_TYPES.changed, note, { ...note, episode })];
}

/** Links a note to an episode (or unlinks it): no token, no revision, no new version; audited when it changes. */
export async function linkNote(writer: Writer, note: StoredDecursus, episode: string | null): Promise<StoredDecursus> {
  await writer.data.transact(linkWrite(writer, note, episode));
  return { ...note, episode };
}

/**
 * A save of a note's fields: the seven revisioned fields (the ones not given keep their value)
 * set on the caller's token, version + 1 and that version's revision in the same transaction.
 * The note is updated attribute by attribute, not replaced, so an episode linked since it was
 * read stays. With `episode` the link changes in the same Update; `also` joins other items (the
 * saver's draft removed).
 */
export async function saveNote(
  writer: Writer,
  before: StoredDecursus,
  fields: Partial<DecursusFields>,
  expectedToken: string,
  options: { reason?: string; episode?: string | null; also?: TransactItem[] } = {},
): Promise<StoredDecursus> {
  const note: DecursusFields = { ...noteOf(before), ...definedOnly(fields) };
  const linking = options.episode !== undefined;
  const after: StoredDecursus = {
    ...before,
    ...note,
    episode: linking ? (options.episode ?? null) : before.episode,
    version: before.version + 1,
    updated_by: personOf(writer),
    updated_date: new Date().toISOString(),
    consistency_token: newConsistencyToken(),
  };
  const link = linking ? linkAttributes(writer.data, before, after.episode) : { set: {}, remove: [] };
  const set = {
    ...note,
    ...link.set,
    version: after.version,
    updated_by: after.updated_by,
    updated_date: after.updated_date,
    consistency_token: after.consistency_token,
  };
  await writer.data.transact([
    noteUpdate(writer.data, before, set, link.remove, { expression: LOCK_CONDITION, values: lockValues(expectedToken) }),
    revisionPut(writer.data, DECURSUS_REVISIONS, before.id, after.version, { ...after }, writer, options.reason ?? null),
    ...(linking ? episodeCheck(writer.data, before, after.episode) : []),
    ...audit(writer, 'decursus', before.patient_id, before.id, LOG_TYPES.changed, before, after),
    ...(options.also ?? []),
  ]);
  return after;
}

const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
