import { type LetterFileType } from '@praktijk/shared/schemas/letters';
import { type LetterRenderInput } from './letter-input';

// A letter as a file, in this process: the renderer Lambda's work, and the twin's. Each renderer
// loads with its first use (pdfmake's fonts are written to disk when it loads).
export async function renderLetterFile(type: LetterFileType, input: LetterRenderInput): Promise<Buffer> {
  if (type === 'pdf') return (await import('./pdf')).renderLetterPdf(input);
  return (await import('./docx')).renderLetterDocx(input);
}
