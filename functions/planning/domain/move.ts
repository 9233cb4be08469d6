import { REQUIRED } from '@praktijk/shared/schemas/fields';
import { practiceInstant, practiceLocal } from '@praktijk/shared/practice-clock';
import { todayIso } from '@praktijk/shared/dates';
import { type StoredConsultation } from '../../consultations/domain/items';
import { type FieldErrors } from './rules';

// A move of a consultation (PUT planning/consultations/{id}/ with start/end, and perhaps another
// practitioner): what the request asks for, as the consultation's new times and owner.

export interface MoveRequest {
  start?: string;
  end?: string;
  practitioner?: string;
}

export interface MoveTarget {
  /** Wall clock, as the rules read them. */
  start: string;
  end: string;
  practitioner: string;
}

/** Where the request puts the consultation (times it does not send stay), or the field errors of a half-sent time. */
export function moveTarget(consultation: StoredConsultation, request: MoveRequest): { target: MoveTarget } | { errors: FieldErrors } {
  if ((request.start === undefined) !== (request.end === undefined)) {
    return { errors: { [request.start === undefined ? 'start' : 'end']: [REQUIRED] } };
  }
  return {
    target: {
      start: request.start ?? practiceLocal(consultation.start),
      end: request.end ?? practiceLocal(consultation.end),
      practitioner: request.practitioner ?? consultation.practitioner_id,
    },
  };
}

/**
 * Whether the target differs from where the consultation is (a form save may send its times
 * unchanged). Compared on the wall clock's minute, as requests speak: a consultation made "now"
 * (seconds and all) is not moved by a save that leaves its times as they are.
 */
export function isMove(consultation: StoredConsultation, target: MoveTarget): boolean {
  return timesChanged(consultation, target) || target.practitioner !== consultation.practitioner_id;
}

/** Whether the target's times differ from the consultation's, on the wall clock's minute. */
export function timesChanged(consultation: Pick<StoredConsultation, 'start' | 'end'>, target: MoveTarget): boolean {
  return target.start !== practiceLocal(consultation.start) || target.end !== practiceLocal(consultation.end);
}

/** The consultation's fields at the target; times the target leaves as they were keep their exact instants. */
export function movedFields(
  consultation: Pick<StoredConsultation, 'start' | 'end'>,
  target: MoveTarget,
  practitionerName: string,
): Pick<StoredConsultation, 'start' | 'end' | 'date' | 'practitioner_id' | 'practitioner_name'> {
  const kept = !timesChanged(consultation, target);
  const start = kept ? new Date(consultation.start) : practiceInstant(target.start);
  return {
    start: start.toISOString(),
    end: kept ? consultation.end : practiceInstant(target.end).toISOString(),
    date: todayIso(start),
    practitioner_id: target.practitioner,
    practitioner_name: practitionerName,
  };
}
