import { formatDate } from '@praktijk/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/auth/permissions';
import { secondaryQuery } from '@/query/api-query';

/** The notes offered: the patient's newest (the list call's largest page). */
export const NOTES_LISTED = 50;

/**
 * The patient's consultation notes as choices (the day, the author beneath), for a record filed
 * under one outside the consultation screen: a procedure (Procedures tab), a referral (Add Referral).
 * Read only by users who may see notes.
 */
export function usePatientNoteChoices(patientId: string, enabled = true) {
  const can = useCan();
  const allowed = enabled && can('view', 'decursus');
  const notes = useQuery({ ...secondaryQuery('listPatientDecursus', { params: { id: patientId }, query: { limit: NOTES_LISTED } }), enabled: allowed });
  return {
    options: (notes.data?.results ?? []).map((note) => ({ value: note.id, label: formatDate(note.date), description: note.created_by.name })),
    loading: allowed && notes.isPending,
  };
}
