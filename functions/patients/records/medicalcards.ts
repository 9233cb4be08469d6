import { medicalCardKind } from '@praktijk/shared/record-kinds';
import { type RequestContext } from '../../lib/auth/context';
import { deleteObject, viewUrl } from '../../lib/files/s3';
import { logEvent } from '../../lib/log';
import { recordOperations, type StoredRecord } from '../../records/operations';
import { THUMBNAIL_CONTENT_TYPE } from '../thumbnails/request';

// Medical cards (issue 25): the generic list (a page newest first), title and description
// changes and delete of the records engine; the file itself is written by the confirmation
// (operations/medicalcards.ts) and stored beside the card's fields (StoredFile). The answer
// carries short-lived links to the file and its thumbnail, never their keys.

/** What a card stores about its file besides its declared fields. */
export interface StoredFile {
  name: string;
  document_extension: string;
  mime_type: string;
  size: number;
  key: string;
  /** The thumbnail's key, for images whose thumbnail was made. */
  thumbnail: string | null;
}
type StoredCard = StoredRecord<typeof medicalCardKind> & StoredFile;

async function showCard(card: StoredCard) {
  const { key, thumbnail, ...shown } = card;
  const [document_url, thumbnail_url] = await Promise.all([
    viewUrl('documents', key, { filename: card.name, contentType: card.mime_type }),
    thumbnail ? viewUrl('documents', thumbnail, { filename: `${card.name}.jpg`, contentType: THUMBNAIL_CONTENT_TYPE }) : null,
  ]);
  return { ...shown, document_url, thumbnail_url };
}

export const showMedicalCards = (cards: StoredCard[], _ctx?: RequestContext) => Promise.all(cards.map(showCard));

/** Removing a deleted card's objects: a failure leaves an orphan under the practice's prefix, never a card without its file. */
export async function removeCardObjects(card: Pick<StoredFile, 'key' | 'thumbnail'>): Promise<void> {
  for (const key of [card.key, card.thumbnail]) {
    if (key)
      await deleteObject('documents', key).catch((error: unknown) => logEvent('warn', 'medical card object not removed', { error: (error as Error).name }));
  }
}

export const medicalCardOperations = recordOperations(medicalCardKind, {
  show: (cards) => showMedicalCards(cards as StoredCard[]),
  afterDelete: async (cards) => {
    for (const card of cards as StoredCard[]) await removeCardObjects(card);
  },
});
