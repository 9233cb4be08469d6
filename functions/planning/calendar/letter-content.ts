import { CONSULTATION_LETTER } from '@praktijk/shared/schemas/consultations';
import { type DocumentKind, documentKind } from '../../lib/files/document-kind';

// A consultation's letter is a PDF or an image (spec 1 §3 "a letter document"; issue 11.2 "checked
// by content"): what the file IS is read from its first bytes (lib/files/document-kind.ts).
export type LetterKind = DocumentKind;

/** The kind of letter these bytes are, when the file's name says the same; undefined otherwise. */
export function letterKind(data: Buffer, filename: string): LetterKind | undefined {
  return documentKind(data, filename, CONSULTATION_LETTER.extensions);
}
