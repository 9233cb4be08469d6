// The files of one upload, each on its own way to S3 and then confirmed (spec 3 §2: several at
// once; issue 25: each with its progress bar, a failure named per file and the others kept).
export type UploadState = { status: 'sending'; sent: number } | { status: 'saving' } | { status: 'done' } | { status: 'failed'; message: string };

export interface QueuedFile {
  key: string;
  name: string;
  state: UploadState;
}

export const sendingState = (sent: number): UploadState => ({ status: 'sending', sent });

/** The bar's value (0-100) and its text. */
export function progressOf(state: UploadState): { value: number; text: string } {
  if (state.status === 'sending') return { value: Math.round(state.sent * 100), text: 'Uploading' };
  if (state.status === 'saving') return { value: 100, text: 'Checking the file' };
  if (state.status === 'done') return { value: 100, text: 'Uploaded' };
  return { value: 100, text: state.message };
}

/** How an upload ended: how many cards were added and which files failed. */
export function summaryOf(files: readonly QueuedFile[]): { added: number; failed: string[] } {
  return {
    added: files.filter((f) => f.state.status === 'done').length,
    failed: files.filter((f) => f.state.status === 'failed').map((f) => f.name),
  };
}
