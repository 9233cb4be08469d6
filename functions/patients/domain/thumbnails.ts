import { type InvokeCommandOutput, type LambdaClient } from '@aws-sdk/client-lambda';
import { ENV, requireEnv } from '../../lib/env';
import { traceAwsCalls } from '../../lib/tracing';
import { thumbnailAnswerSchema, type ThumbnailRequest } from '../thumbnails/request';

// How the patients function gets a medical card's thumbnail made: in the cloud it invokes the
// thumbnailer Lambda (thumbnails/handler.ts) with a link to read the image and one to write the
// thumbnail; the twin swaps in the same work in its own process (infra/local/twin.ts), as it does
// the letter renderer. False: the image cannot be read.
export type Thumbnailer = (request: ThumbnailRequest) => Promise<boolean>;

let lambda: LambdaClient | undefined;

const invokeThumbnailer: Thumbnailer = async (request) => {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  lambda ??= traceAwsCalls(new LambdaClient({}));
  const out: InvokeCommandOutput = await lambda.send(
    new InvokeCommand({ FunctionName: requireEnv(ENV.thumbnailFunction), Payload: Buffer.from(JSON.stringify(request)) }),
  );
  if (out.FunctionError) throw new Error(`The thumbnailer failed (${out.FunctionError})`);
  return thumbnailAnswerSchema.parse(JSON.parse(Buffer.from(out.Payload ?? new Uint8Array()).toString('utf8'))).made;
};

let thumbnailer: Thumbnailer = invokeThumbnailer;

export function setThumbnailer(next: Thumbnailer): void {
  thumbnailer = next;
}

export const makeCardThumbnail: Thumbnailer = (request) => thumbnailer(request);
