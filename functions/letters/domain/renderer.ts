import { type InvokeCommandOutput, type LambdaClient } from '@aws-sdk/client-lambda';
import { type LetterFileType } from '@praktijk/shared/schemas/letters';
import { ENV, requireEnv } from '../../lib/env';
import { traceAwsCalls } from '../../lib/tracing';
import { type LetterRenderInput } from '../render/letter-input';
import { renderAnswerSchema, type RenderRequest } from '../render/render-request';

// How the letters function gets a PDF or Word file (issue 24): in the cloud it invokes the
// renderer Lambda (render/handler.ts), so the renderers' 9 MB never load with this function; the
// twin swaps in its in-process renderer (infra/local/twin.ts), as it does the job queue.
export type LetterRenderer = (type: LetterFileType, input: LetterRenderInput) => Promise<Buffer>;

let lambda: LambdaClient | undefined;

const invokeRenderer: LetterRenderer = async (type, input) => {
  const { InvokeCommand, LambdaClient } = await import('./lambda-client');
  lambda ??= traceAwsCalls(new LambdaClient({}));
  const request: RenderRequest = { type, input };
  const out: InvokeCommandOutput = await lambda.send(
    new InvokeCommand({ FunctionName: requireEnv(ENV.letterRenderFunction), Payload: Buffer.from(JSON.stringify(request)) }),
  );
  // The renderer's own failure comes back as a 200 with FunctionError; the letter's text is not logged.
  if (out.FunctionError) throw new Error(`The letter renderer failed (${out.FunctionError})`);
  const answer = renderAnswerSchema.parse(JSON.parse(Buffer.from(out.Payload ?? new Uint8Array()).toString('utf8')));
  return Buffer.from(answer.content, 'base64');
};

let renderer: LetterRenderer = invokeRenderer;

export function setLetterRenderer(next: LetterRenderer): void {
  renderer = next;
}

export const renderLetter: LetterRenderer = (type, input) => renderer(type, input);
