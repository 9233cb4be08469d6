import { ENV, requireEnv } from '../../lib/env';
import { invokeFunction } from '../../lib/invoke/invoke-function';
import { thumbnailAnswerSchema, type ThumbnailRequest } from '../thumbnails/request';

// How the patients function gets a medical card's thumbnail made: in the cloud it invokes the
// thumbnailer Lambda (thumbnails/handler.ts) with a link to read the image and one to write the
// thumbnail; the twin swaps in the same work in its own process (infra/local/twin.ts), as it does
// the letter renderer. False: the image cannot be read.
export type Thumbnailer = (request: ThumbnailRequest) => Promise<boolean>;

const invokeThumbnailer: Thumbnailer = async (request) =>
  (await invokeFunction(requireEnv(ENV.thumbnailFunction), request, thumbnailAnswerSchema, 'The thumbnailer')).made;

let thumbnailer: Thumbnailer = invokeThumbnailer;

export function setThumbnailer(next: Thumbnailer): void {
  thumbnailer = next;
}

export const makeCardThumbnail: Thumbnailer = (request) => thumbnailer(request);
