import { renderLetterFile } from './render-file';
import { renderRequestSchema } from './render-request';

// The letter renderer Lambda (issue 24): pdfmake with its fonts, jsdom and the Word writer are
// some 9 MB of code, so they live in this function of their own, invoked by the letters function
// for a download; the letters function stays small and starts fast for every other call.
// Invoked only by the letters function's role (infra/stacks/api-stack.ts); never behind the API.
export async function handler(event: unknown): Promise<{ content: string }> {
  const request = renderRequestSchema.parse(event);
  const file = await renderLetterFile(request.type, request.input);
  return { content: file.toString('base64') };
}
