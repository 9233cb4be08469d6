import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { type RequestContext } from '../../lib/auth/context';
import { DEFAULT_CONSULTATION_MINUTES, type StoredConsultation } from '../../consultations/domain/items';
import { toConsultationSummary } from '../../consultations/domain/show';

// Consultations stored before planning (issue 10) lack the fields calendars added: their end, the
// booked flag, the patient's name and the arrival and treatment times. Read through here, they
// answer as what they were: a walk-in of DEFAULT_CONSULTATION_MINUTES, not booked, with no name
// kept and no times known, instead of failing the answer's schema.

/** A stored consultation with every field planning reads, old ones filled in. */
export function withPlanningFields(stored: StoredConsultation): StoredConsultation {
  const partial = stored as Partial<StoredConsultation> & Pick<StoredConsultation, 'start'>;
  return {
    ...stored,
    end: partial.end ?? new Date(new Date(stored.start).getTime() + DEFAULT_CONSULTATION_MINUTES * 60_000).toISOString(),
    booked: partial.booked ?? false,
    patient_name: partial.patient_name ?? '',
    arrived_at: partial.arrived_at ?? null,
    processed_at: partial.processed_at ?? null,
    letter: partial.letter ?? null,
  };
}

type Caller = Pick<RequestContext, 'isStaff' | 'permissions'>;

/** The list answer of a stored consultation (no episode). */
export const summaryOf = (stored: StoredConsultation, caller: Caller, today?: string): ConsultationSummary =>
  toConsultationSummary(withPlanningFields(stored), caller, today);
