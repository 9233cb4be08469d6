import { ulid } from 'ulid';
import { personRefSchema, type PersonRef } from '@praktijk/shared/schemas/clinical';
import { decursusFieldsSchema, decursusSchema, type DecursusFields } from '@praktijk/shared/schemas/decursus';
import * as z from 'zod';
import { readItem } from '../../lib/data/read-item';
import { outputShape } from '../../lib/data/output-schema';
import { todayIso } from '@praktijk/shared/dates';
import { newConsistencyToken } from '../../lib/data/consistency';
import { type TenantData } from '../../lib/data/tenant-data';
import { revisionPut, type RevisionAuthor } from '../../records/revisions';
import { surnameFirstShort } from '@praktijk/shared/person-name';
import { fullName } from '../../patients/domain/summary';

// A consultation and its decursus (the SOEP note, same id) as stored (functions/lib/data/
// ACCESS-PATTERNS.md). The builders here are pure: the create operation puts their items in one
// transaction, the demo seed and the bench write past consultations with them directly.

/** The letter document as stored: its object in the documents bucket beside what the answer shows. */
const storedLetterSchema = z.object({ name: z.string(), mime_type: z.string(), size: z.number(), uploaded: z.string(), key: z.string() });
export type StoredLetter = z.output<typeof storedLetterSchema>;

const storedConsultationFields = z.object({
  id: z.string(),
  patient_id: z.string(),
  /** The patient's display name as of the last write (calendars list hundreds without reading patients). */
  patient_name: z.string(),
  /** 'Surname, I.' of the same write (absent on items written before it was kept). */
  patient_short_name: z.string().optional(),
  practitioner_id: z.string(),
  practitioner_name: z.string(),
  /** ISO instant; with the id it orders a patient's consultations (GSI1SK) and a practitioner's calendar (GSI2SK). */
  start: z.string(),
  /** ISO instant. */
  end: z.string(),
  /** Holds [start, end) in the practitioner's calendar (its span is in the practitioner-day guard). */
  booked: z.boolean(),
  arrived_at: z.string().nullable(),
  processed_at: z.string().nullable(),
  letter: storedLetterSchema.nullable(),
  /** The practice's day of `start` (YYYY-MM-DD). */
  date: z.string(),
  reason_type: z.string().nullable(),
  reason: z.string(),
  is_walkin: z.boolean(),
  insurance: z.string().nullable(),
  arrived: z.boolean(),
  processed: z.boolean(),
  created: z.string(),
  updated: z.string(),
  updated_by: personRefSchema.nullable(),
  consistency_token: z.string(),
});
export type StoredConsultation = z.output<typeof storedConsultationFields>;

// The note as the API shows it (decursusSchema) without the ICPC rubrics it resolves on reading,
// with what only the item keeps: its place among the patient's notes and its practitioner.
const storedDecursusFields = z.object({
  ...outputShape(decursusSchema.omit({ icpc_subjective: true, icpc_evaluation: true })),
  /** Its consultation's start: with the id, its place among the patient's notes (GSI1SK, the Previous Decursus cursor). */
  start: z.string(),
  practitioner: personRefSchema,
});
export type StoredDecursus = z.output<typeof storedDecursusFields>;

// Read through (issue 23 §3); loose, so a write of what was read keeps what this code does not name.
/** A consultation item read from the table (without its storage keys), parsed. */
export const readConsultation = (item: unknown): StoredConsultation => readItem('consultation', storedConsultationFields.loose(), item);
/** A decursus item read from the table (without its storage keys), parsed. */
export const readDecursus = (item: unknown): StoredDecursus => readItem('decursus', storedDecursusFields.loose(), item);

/** Decursus revisions: numbered versions of the seven note fields (the episode link is not one). */
export const DECURSUS_REVISIONS = { prefix: 'DECURSUS', schemas: { fields: decursusFieldsSchema } } as const;
export const NOTE_FIELDS = Object.keys(decursusFieldsSchema.shape) as (keyof DecursusFields)[];

export const EMPTY_NOTE: DecursusFields = {
  subjective: '',
  objective: '',
  evaluation: '',
  policy: '',
  comments: '',
  icpc_subjective_id: null,
  icpc_evaluation_id: null,
};

/** The place of a consultation or note in its patient's list: `<start>#<id>` (sorts by time, then id). */
/** The seven versioned fields of a stored note (what a revision holds, what a save starts from). */
export const noteOf = (note: StoredDecursus): DecursusFields => ({
  subjective: note.subjective,
  objective: note.objective,
  evaluation: note.evaluation,
  policy: note.policy,
  comments: note.comments,
  icpc_subjective_id: note.icpc_subjective_id,
  icpc_evaluation_id: note.icpc_evaluation_id,
});

export const positionOf = (record: { start: string; id: string }): string => `${record.start}#${record.id}`;

export function consultationStorage(data: TenantData, consultation: StoredConsultation) {
  const position = positionOf(consultation);
  return {
    ...data.keys.consultation(consultation.id),
    entity: 'consultation',
    GSI1PK: data.keys.consultationsOfPatientPk(consultation.patient_id),
    GSI1SK: position,
    GSI2PK: data.keys.consultationsOfPractitionerPk(consultation.practitioner_id),
    GSI2SK: position,
    ...consultation,
  };
}

/** The note's episode partition (GSI2) only while it is linked: an unlinked note is in no episode's list. */
export function episodeIndex(data: TenantData, note: Pick<StoredDecursus, 'start' | 'id'>, episode: string | null) {
  return episode ? { GSI2PK: data.keys.decursusOfEpisodePk(episode), GSI2SK: positionOf(note) } : {};
}

export function decursusStorage(data: TenantData, note: StoredDecursus) {
  return {
    ...data.keys.decursus(note.id),
    entity: 'decursus',
    GSI1PK: data.keys.decursusOfPatientPk(note.patient_id),
    GSI1SK: positionOf(note),
    ...episodeIndex(data, note, note.episode),
    ...note,
  };
}

/** A consultation lasts this long unless booked otherwise (the default calendar step). */
export const DEFAULT_CONSULTATION_MINUTES = 15;

export interface ConsultationInput {
  data: TenantData;
  patientId: string;
  /** The patient's names, kept on the consultation for calendars and lists: the display name and 'Surname, I.'. */
  patientNames: { first_name: string; surname: string };
  practitioner: PersonRef;
  /** Who writes it (the caller, or the seed's user): the creator and the author of revision 1 (named by their profile when given, else by name). */
  author: PersonRef & Partial<RevisionAuthor>;
  /** When it starts; a walk-in starts when it is created. */
  start: Date;
  /** When it ends; DEFAULT_CONSULTATION_MINUTES after the start unless given. */
  end?: Date;
  /** Booked in the calendar (holds its span in the practitioner-day guard, which the caller writes). */
  booked?: boolean;
  /** When it is written (created, and the date of revision 1); its start unless given (a booking is made before it starts). */
  created?: Date;
  reason_type: string | null;
  reason: string;
  is_walkin: boolean;
  insurance: string | null;
  /** Past consultations written directly (seed, bench, tests) may come arrived, treated, with a note and an episode. */
  arrived?: boolean;
  processed?: boolean;
  note?: Partial<DecursusFields>;
  episode?: string | null;
  id?: string;
}

export interface ConsultationItems {
  consultation: StoredConsultation;
  decursus: StoredDecursus;
  /** The three table items: the consultation, its decursus and the decursus' revision 1, with their keys. */
  items: { consultation: Record<string, unknown>; decursus: Record<string, unknown>; revision: Record<string, unknown> };
}

/** A consultation with its decursus and that note's first revision, for a given start. */
export function consultationItems(input: ConsultationInput): ConsultationItems {
  const id = input.id ?? ulid(input.start.getTime());
  const start = input.start.toISOString();
  const end = (input.end ?? new Date(input.start.getTime() + DEFAULT_CONSULTATION_MINUTES * 60_000)).toISOString();
  const date = todayIso(input.start);
  const created = (input.created ?? input.start).toISOString();
  const author = { id: input.author.id, name: input.author.name };
  const consultation: StoredConsultation = {
    id,
    patient_id: input.patientId,
    patient_name: fullName(input.patientNames),
    patient_short_name: surnameFirstShort(input.patientNames),
    practitioner_id: input.practitioner.id,
    practitioner_name: input.practitioner.name,
    start,
    end,
    booked: input.booked ?? false,
    date,
    reason_type: input.reason_type,
    reason: input.reason,
    is_walkin: input.is_walkin,
    insurance: input.insurance,
    arrived: input.arrived ?? false,
    arrived_at: input.arrived ? start : null,
    processed: input.processed ?? false,
    processed_at: input.processed ? end : null,
    letter: null,
    created,
    updated: created,
    updated_by: author,
    consistency_token: newConsistencyToken(),
  };
  const decursus: StoredDecursus = {
    ...EMPTY_NOTE,
    ...input.note,
    id,
    patient_id: input.patientId,
    consultation_id: id,
    start,
    date,
    practitioner: input.practitioner,
    episode: input.episode ?? null,
    created_by: author,
    updated_by: null,
    created_date: created,
    updated_date: created,
    consistency_token: newConsistencyToken(),
    version: 1,
  };
  // A revision names its author by profile, falling back to the e-mail; without a profile (the bench) the name stands in.
  const revisionAuthor = { user: input.author.user ?? { email: input.author.name } };
  const revisionItem = revisionPut(input.data, DECURSUS_REVISIONS, id, 1, { ...decursus }, revisionAuthor).Put!.Item!;
  return {
    consultation,
    decursus,
    items: {
      consultation: consultationStorage(input.data, consultation),
      decursus: decursusStorage(input.data, decursus),
      revision: { ...revisionItem, history_date: created },
    },
  };
}
