import { describe, expect, it } from 'vitest';
import { progressOf, summaryOf } from './upload-queue';

describe('the medical card upload queue', () => {
  it('shows each file’s progress and names the files that failed', () => {
    expect(progressOf({ status: 'sending', sent: 0.426 })).toEqual({ value: 43, text: 'Uploading' });
    expect(progressOf({ status: 'failed', message: 'Error uploading medical card' })).toEqual({ value: 100, text: 'Error uploading medical card' });
    const files = [
      { key: 'a', name: 'a.jpg', state: { status: 'done' } as const },
      { key: 'b', name: 'b.exe.pdf', state: { status: 'failed', message: 'x' } as const },
      { key: 'c', name: 'c.pdf', state: { status: 'saving' } as const },
    ];
    expect(summaryOf(files)).toEqual({ added: 1, failed: ['b.exe.pdf'] });
  });
});
