import { useMutation } from '@tanstack/react-query';
import { medicalCardKind } from '@praktijk/shared/record-kinds';
import { MEDICAL_CARDS_PAGE_SIZE, type MedicalCard } from '@praktijk/shared/records/medicalcards';
import { callApi } from '@/api';
import { usePagedRecordKind } from '@/query/paged-record-kind';

// A patient's medical cards, a page at a time (20, newest first), and their writes: a card's title
// and description on the token it was read with, its delete, and the refresh after uploads.
export function useMedicalCards(patientId: string, enabled = true) {
  const list = usePagedRecordKind<MedicalCard>(medicalCardKind, patientId, { pageSize: MEDICAL_CARDS_PAGE_SIZE, enabled });
  const update = useMutation({
    mutationFn: ({ card, title, description }: { card: MedicalCard; title: string; description: string }) =>
      callApi('updateMedicalCard', { params: { id: card.id }, body: { title, description, consistency_token: card.consistency_token } }),
    onSuccess: () => list.refresh(),
  });
  return { ...list, update };
}
export type MedicalCardsList = ReturnType<typeof useMedicalCards>;
