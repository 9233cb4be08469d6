import { can } from '@praktijk/shared/permissions';
import { type Consultation, type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { todayIso } from '@praktijk/shared/dates';
import { type RequestContext } from '../../lib/auth/context';
import { type TenantData } from '../../lib/data/tenant-data';
import { resolveEpisodeId } from '../../episodes/domain/link';
import { icpcRubrics } from './icpc';
import { noteOf, type StoredConsultation, type StoredDecursus } from './items';
import { canChangeProcessed, isPast } from './state';

// Consultations and notes as the API answers them: the episode resolved through merges (one
// GetItem, only when the note is linked), ICPC codes with code and name, the state flags computed
// for the caller on the practice's today.

type Caller = Pick<RequestContext, 'isStaff' | 'permissions'>;

/** A consultation as lists and calendars answer it: no episode (that lives on its note, a read per row). */
export function toConsultationSummary(consultation: StoredConsultation, caller: Caller, today = todayIso()): ConsultationSummary {
  const mayChange = can({ is_staff: caller.isStaff, permissions: caller.permissions }, 'change', 'consultation');
  return {
    id: consultation.id,
    patient_id: consultation.patient_id,
    patient_name: consultation.patient_name,
    ...(consultation.patient_short_name === undefined ? {} : { patient_short_name: consultation.patient_short_name }),
    practitioner: { id: consultation.practitioner_id, name: consultation.practitioner_name },
    start: consultation.start,
    end: consultation.end,
    date: consultation.date,
    booked: consultation.booked,
    reason_type: consultation.reason_type,
    reason: consultation.reason,
    is_walkin: consultation.is_walkin,
    insurance: consultation.insurance,
    arrived: consultation.arrived,
    arrived_at: consultation.arrived_at,
    processed: consultation.processed,
    processed_at: consultation.processed_at,
    letter: consultation.letter && {
      name: consultation.letter.name,
      mime_type: consultation.letter.mime_type,
      size: consultation.letter.size,
      uploaded: consultation.letter.uploaded,
    },
    is_past: isPast(consultation, today),
    can_change_processed: canChangeProcessed(consultation, mayChange, today),
    decursus_id: consultation.id,
    created: consultation.created,
    updated: consultation.updated,
    updated_by: consultation.updated_by,
    consistency_token: consultation.consistency_token,
  };
}

/** A consultation with the episode of its note (already resolved). */
export function toConsultation(consultation: StoredConsultation, episode: string | null, caller: Caller, today = todayIso()): Consultation {
  return { ...toConsultationSummary(consultation, caller, today), episode };
}

export async function showConsultation(data: TenantData, consultation: StoredConsultation, note: Pick<StoredDecursus, 'episode'>, caller: Caller) {
  return toConsultation(consultation, await resolveEpisodeId(data, note.episode), caller);
}

/** Notes as answered: their ICPC rubrics in one catalogue read, their episodes resolved side by side. */
export async function showNotes(data: TenantData, notes: readonly StoredDecursus[]): Promise<Decursus[]> {
  const episodeIds = [...new Set(notes.map((n) => n.episode).filter((id): id is string => Boolean(id)))];
  const [rubrics, resolved] = await Promise.all([
    icpcRubrics(notes.flatMap((n) => [n.icpc_subjective_id, n.icpc_evaluation_id])),
    Promise.all(episodeIds.map(async (id) => [id, await resolveEpisodeId(data, id)] as const)),
  ]);
  const episodes = new Map(resolved);
  const rubric = (id: string | null) => (id ? (rubrics.get(id) ?? null) : null);
  return notes.map((note) => ({
    id: note.id,
    patient_id: note.patient_id,
    consultation_id: note.consultation_id,
    date: note.date,
    ...noteOf(note),
    icpc_subjective: rubric(note.icpc_subjective_id),
    icpc_evaluation: rubric(note.icpc_evaluation_id),
    episode: note.episode ? (episodes.get(note.episode) ?? null) : null,
    created_by: note.created_by,
    updated_by: note.updated_by,
    created_date: note.created_date,
    updated_date: note.updated_date,
    consistency_token: note.consistency_token,
    version: note.version,
  }));
}

export async function showNote(data: TenantData, note: StoredDecursus): Promise<Decursus> {
  return (await showNotes(data, [note]))[0]!;
}
