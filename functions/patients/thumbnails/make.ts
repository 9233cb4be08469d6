import sharp from 'sharp';
import { THUMBNAIL_CONTENT_TYPE, type ThumbnailRequest } from './request';

// The thumbnail of a medical card's image (issue 25): read from a short-lived link, made with
// sharp (libvips: a 5 MB photo in a few hundred milliseconds, shrunk while it is decoded), written
// to another short-lived link. The links are the only thing it gets: it reaches no table, bucket
// or credentials of its own, in the cloud (its own Lambda, handler.ts) as on the twin.

/** The longest side of a thumbnail: the grid shows cards some 200 px wide, twice that for sharp screens. */
export const THUMBNAIL_SIZE = 400;

/** The image could not be read (damaged, cut short, or not the image its kind said). */
export class UnreadableImageError extends Error {
  constructor() {
    super('The image could not be read');
  }
}

export async function thumbnailOf(image: Buffer): Promise<Buffer> {
  try {
    // rotate() applies the photo's EXIF orientation (a phone's portrait photo stays upright);
    // failOn 'truncated' refuses an image cut short rather than thumbnailing its top half.
    return await sharp(image, { failOn: 'truncated' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new UnreadableImageError();
  }
}

/** Reads the image, makes its thumbnail and writes it; false when the image cannot be read. */
export async function makeThumbnail(request: ThumbnailRequest): Promise<boolean> {
  const read = await fetch(request.source);
  if (!read.ok) throw new Error(`The image could not be fetched (${read.status})`);
  let thumbnail: Buffer;
  try {
    thumbnail = await thumbnailOf(Buffer.from(await read.arrayBuffer()));
  } catch (error) {
    if (error instanceof UnreadableImageError) return false;
    throw error;
  }
  const written = await fetch(request.target, { method: 'PUT', body: new Uint8Array(thumbnail), headers: { 'content-type': THUMBNAIL_CONTENT_TYPE } });
  if (!written.ok) throw new Error(`The thumbnail could not be written (${written.status})`);
  return true;
}
