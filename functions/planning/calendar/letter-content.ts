// A consultation's letter is a PDF or an image (spec 1 §3 "a letter document"; issue 11.2 "checked
// by content"): what the file IS is read from its first bytes, whatever its name or the browser's
// content type say, and its name must agree with it.

export interface LetterKind {
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  extensions: readonly string[];
}

const KINDS: readonly (LetterKind & { signature: readonly number[] })[] = [
  { mime_type: 'application/pdf', extensions: ['.pdf'], signature: [...Buffer.from('%PDF-', 'ascii')] },
  { mime_type: 'image/png', extensions: ['.png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime_type: 'image/jpeg', extensions: ['.jpg', '.jpeg'], signature: [0xff, 0xd8, 0xff] },
];

/** The kind of letter these bytes are, when the file's name says the same; undefined otherwise. */
export function letterKind(data: Buffer, filename: string): LetterKind | undefined {
  const kind = KINDS.find((k) => data.length >= k.signature.length && k.signature.every((byte, i) => data[i] === byte));
  const name = filename.toLowerCase();
  return kind && kind.extensions.some((ext) => name.endsWith(ext)) ? { mime_type: kind.mime_type, extensions: kind.extensions } : undefined;
}
