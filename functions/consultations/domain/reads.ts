import { stripStorage } from '../../lib/data/items';
import { batchGet, queryAll } from '../../lib/data/query';
import { type TenantData } from '../../lib/data/tenant-data';
import { NotFoundError } from '../../lib/errors';
import { positionOf, readConsultation, readDecursus, type StoredConsultation, type StoredDecursus } from './items';

// Reads of consultations and notes. Each is one GetItem, one BatchGet or one Query with a small
// Limit on the patient's own index partition; none reads a patient's whole history.

/** More than a patient has in one day (the current consultation is looked for among these). */
const DAY_LIMIT = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sorts after every `<start>#<ulid>` of the same start (ULIDs are 0-9 and capitals). */
const AFTER_IDS = '~';

export interface ConsultationPair {
  consultation: StoredConsultation;
  decursus: StoredDecursus;
}

/** A consultation and its note in one BatchGet; 404 for an unknown id or another practice's. */
export async function existingPair(data: TenantData, id: string): Promise<ConsultationPair> {
  const items = await batchGet([data.keys.consultation(id), data.keys.decursus(id)]);
  const consultation = items.find((i) => i.entity === 'consultation');
  const decursus = items.find((i) => i.entity === 'decursus');
  if (!consultation || !decursus) throw new NotFoundError();
  return { consultation: readConsultation(stripStorage(consultation)), decursus: readDecursus(stripStorage(decursus)) };
}

export async function existingDecursus(data: TenantData, id: string): Promise<StoredDecursus> {
  const note = await data.get<unknown>(data.keys.decursus(id));
  if (note === undefined) throw new NotFoundError();
  return readDecursus(note);
}

async function queryIndex<T>(input: {
  /** Parses each item (without its storage keys): readConsultation or readDecursus. */
  read: (item: unknown) => T;
  pk: string;
  /** A condition on GSI1SK, or none for the whole partition (in order, up to the limit). */
  condition?: string;
  values?: Record<string, string>;
  forward: boolean;
  limit: number;
}): Promise<T[]> {
  const items = await queryAll(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: input.condition ? `GSI1PK = :pk AND ${input.condition}` : 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': input.pk, ...input.values },
      ScanIndexForward: input.forward,
      Limit: input.limit,
    },
    input.limit,
  );
  return items.map((i) => input.read(stripStorage(i)));
}

/** The patient's most recent consultation that has started by `now`. */
export async function lastStartedConsultation(data: TenantData, patientId: string, now = new Date()): Promise<StoredConsultation | undefined> {
  const [latest] = await queryIndex({
    read: readConsultation,
    pk: data.keys.consultationsOfPatientPk(patientId),
    condition: 'GSI1SK < :now',
    values: { ':now': `${now.toISOString()}#${AFTER_IDS}` },
    forward: false,
    limit: 1,
  });
  return latest;
}

/**
 * The patient's latest consultation of today (practice day) not yet treated. Consultations within a
 * day either side of now are read (a bounded window: today in any time zone, and planned ones of
 * tomorrow that a later planning issue may add), newest first, and today's picked by their date.
 */
export async function currentConsultation(data: TenantData, patientId: string, today: string, now = new Date()): Promise<StoredConsultation | undefined> {
  const around = await queryIndex({
    read: readConsultation,
    pk: data.keys.consultationsOfPatientPk(patientId),
    condition: 'GSI1SK BETWEEN :from AND :to',
    values: { ':from': new Date(now.getTime() - DAY_MS).toISOString(), ':to': `${new Date(now.getTime() + DAY_MS).toISOString()}#${AFTER_IDS}` },
    forward: false,
    limit: DAY_LIMIT,
  });
  return around.find((c) => c.date === today && !c.processed);
}

export type NotePosition = 'first' | 'previous' | 'next' | 'last';

export interface NoteAround {
  note: StoredDecursus | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * One of the patient's notes before `current` (Previous Decursus): the first or the last of them,
 * or the one before or after `cursor` (a position, `<start>#<id>`). One Query with Limit 2 on the
 * patient's notes, bounded by the current note's position: the second item says whether there is
 * one more in that direction.
 */
export async function noteAround(data: TenantData, current: StoredDecursus, position: NotePosition, cursor?: string): Promise<NoteAround> {
  const bound = positionOf(current);
  const pk = data.keys.decursusOfPatientPk(current.patient_id);
  const before = (below: string, forward: boolean) =>
    queryIndex({
      read: readDecursus,
      pk,
      condition: 'GSI1SK < :below',
      values: { ':below': below },
      forward,
      limit: 2,
    });
  switch (position) {
    case 'last': {
      const [note, older] = await before(bound, false);
      return { note, hasPrevious: Boolean(older), hasNext: false };
    }
    case 'first': {
      const [note, newer] = await before(bound, true);
      return { note, hasPrevious: false, hasNext: Boolean(newer) };
    }
    case 'previous': {
      const below = cursor && cursor < bound ? cursor : bound;
      const [note, older] = await before(below, false);
      return { note, hasPrevious: Boolean(older), hasNext: Boolean(note) && below < bound };
    }
    case 'next': {
      // The route requires a cursor for 'next'; without one the first note is the one after nothing.
      if (!cursor) return noteAround(data, current, 'first');
      // Notes after the cursor up to (not including) the current one: later ones are not "previous".
      const after = await queryIndex({
        read: readDecursus,
        pk,
        condition: 'GSI1SK > :after',
        values: { ':after': cursor },
        forward: true,
        limit: 2,
      });
      const [note, newer] = after.filter((n) => positionOf(n) < bound);
      return { note, hasPrevious: Boolean(note), hasNext: Boolean(newer) };
    }
  }
}

/** A page of the patient's notes, newest first, after the position `cursor`; `next` is the last one's position when more follow. */
export async function notesPage(
  data: TenantData,
  patientId: string,
  limit: number,
  cursor?: string,
): Promise<{ notes: StoredDecursus[]; next: string | null }> {
  const read = await queryIndex({
    read: readDecursus,
    pk: data.keys.decursusOfPatientPk(patientId),
    ...(cursor ? { condition: 'GSI1SK < :cursor', values: { ':cursor': cursor } } : {}),
    forward: false,
    limit: limit + 1,
  });
  const notes = read.slice(0, limit);
  return { notes, next: read.length > limit ? positionOf(notes[notes.length - 1]!) : null };
}
