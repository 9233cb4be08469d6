import { makeThumbnail } from './make';
import { thumbnailRequestSchema } from './request';

// The thumbnailer Lambda (issue 25), invoked only by the patients function with two short-lived
// links (domain/thumbnails.ts). sharp's native code is some 20 MB, kept out of every REST Lambda;
// its bundle carries sharp beside it (infra/constructs/bundle-extras.ts).
export async function handler(event: unknown): Promise<{ made: boolean }> {
  return { made: await makeThumbnail(thumbnailRequestSchema.parse(event)) };
}
