import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDateTime } from '@praktijk/shared/dates';
import { type MedicalCard } from '@praktijk/shared/records/medicalcards';
import { useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm/ConfirmDeleteModal';
import { PagingFooter } from '@/components/table/PagedTable';
import { pageRange } from '@/components/table/paging';
import { useNotifications } from '@/shell/notifications';
import { CARD_ERROR, DELETE_FAILED } from './card-errors';
import { EditCardModal } from './EditCardModal';
import { type MedicalCardsList } from './useMedicalCards';
import './medical-cards.css';

/** Spec 3 §9: 4 columns when small, otherwise 5 (from the grid's own width of 1100 px, as Cloudscape measures it). */
const CARDS_PER_ROW = [{ cards: 4 }, { minWidth: 1100, cards: 5 }];

/** The card's picture: the image's thumbnail; another kind's file type, which opens in a new window from the title. */
function Preview({ card }: { card: MedicalCard }) {
  if (card.thumbnail_url) return <img className="praktijk-card-thumbnail" src={card.thumbnail_url} alt={card.title || card.name} loading="lazy" />;
  return (
    <div className="praktijk-card-filetype" aria-hidden="true">
      {card.document_extension.toUpperCase() || 'FILE'}
    </div>
  );
}

/**
 * The Medical Cards grid (spec 3 §2): each card's title opens its file in a new window (a
 * short-lived link), its thumbnail for images, name, description and created date; Edit with
 * can_change, Delete with can_delete. 'No Medical Cards uploaded' when there are none.
 */
export function MedicalCardsGrid({
  list,
  canChange,
  canDelete,
  testId = 'medicalcards',
}: {
  list: MedicalCardsList;
  canChange: boolean;
  canDelete: boolean;
  testId?: string;
}) {
  const { notify } = useNotifications();
  const [editing, setEditing] = useState<MedicalCard | null>(null);
  const [deleting, setDeleting] = useState<MedicalCard | null>(null);
  const { paging } = list;

  return (
    <div data-testid={testId}>
      <Cards<MedicalCard>
        items={list.rows}
        loading={list.loading}
        loadingText="Loading medical cards"
        trackBy="id"
        cardsPerRow={CARDS_PER_ROW}
        empty={<Box textAlign="center">No Medical Cards uploaded</Box>}
        ariaLabels={{ itemSelectionLabel: (_, card) => card.title, selectionGroupLabel: 'Medical cards' }}
        cardDefinition={{
          header: (card) => (
            <Link href={card.document_url} external target="_blank" fontSize="heading-s" data-testid="medicalcard-open">
              {card.title || card.name}
            </Link>
          ),
          sections: [
            { id: 'preview', content: (card) => <Preview card={card} /> },
            { id: 'name', header: 'File', content: (card) => <span className="praktijk-card-name">{card.name}</span> },
            { id: 'description', header: 'Description', content: (card) => card.description || '-' },
            { id: 'created', header: 'Created', content: (card) => formatDateTime(card.created) },
            {
              id: 'actions',
              content: (card) =>
                canChange || canDelete ? (
                  <SpaceBetween direction="horizontal" size="xs">
                    {canChange && (
                      <Button
                        iconName="edit"
                        variant="inline-link"
                        onClick={() => setEditing(card)}
                        ariaLabel={`Edit ${card.title || card.name}`}
                        data-testid="medicalcard-edit"
                      >
                        Edit
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        iconName="remove"
                        variant="inline-link"
                        onClick={() => setDeleting(card)}
                        ariaLabel={`Delete ${card.title || card.name}`}
                        data-testid="medicalcard-delete"
                      >
                        Delete
                      </Button>
                    )}
                  </SpaceBetween>
                ) : null,
            },
          ],
        }}
      />
      <Box padding={{ top: 's' }}>
        <PagingFooter
          range={pageRange(paging.pageIndex, paging.pageSize, list.rows.length, paging.total)}
          hasPrevious={paging.pageIndex > 0}
          hasNext={paging.hasNext}
          loading={list.loading}
          onPrevious={paging.onPrevious}
          onNext={paging.onNext}
          testId={testId}
        />
      </Box>
      {editing && <EditCardModal card={editing} onSave={(change) => list.update.mutateAsync({ card: editing, ...change })} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        visible={Boolean(deleting)}
        thing="medical card"
        date={deleting?.created}
        failedToast={{ header: CARD_ERROR, content: DELETE_FAILED }}
        onConfirm={async () => {
          await list.remove!.mutateAsync(deleting!);
          notify({ type: 'success', header: 'Card Deleted', content: 'Card was deleted successfully' });
        }}
        onClose={() => setDeleting(null)}
      >
        <Box variant="p">{deleting ? `${deleting.title || deleting.name} and its file are removed. This cannot be undone.` : null}</Box>
      </ConfirmDeleteModal>
    </div>
  );
}
