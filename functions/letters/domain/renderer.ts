import { type LetterFileType } from '@praktijk/shared/schemas/letters';
import { ENV, requireEnv } from '../../lib/env';
import { invokeFunction } from '../../lib/invoke/invoke-function';
import { type LetterRenderInput } from '../render/letter-input';
import { renderAnswerSchema, type RenderRequest } from '../render/render-request';

// How the letters function gets a PDF or Word file (issue 24): in the cloud it invokes the
// renderer Lambda (render/handler.ts), so the renderers' 9 MB never load with this function; the
// twin swaps in its in-process renderer (infra/local/twin.ts), as it does the job queue.
export type LetterRenderer = (type: LetterFileType, input: LetterRenderInput) => Promise<Buffer>;

const invokeRenderer: LetterRenderer = async (type, input) => {
  const request: RenderRequest = { type, input };
  const answer = await invokeFunction(requireEnv(ENV.letterRenderFunction), request, renderAnswerSchema, 'The letter renderer');
  return Buffer.from(answer.content, 'base64');
};

let renderer: LetterRenderer = invokeRenderer;

export function setLetterRenderer(next: LetterRenderer): void {
  renderer = next;
}

export const renderLetter: LetterRenderer = (type, input) => renderer(type, input);
