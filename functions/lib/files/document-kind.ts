// What an uploaded document IS, read from its bytes whatever its name or the browser's content type
// say (issue 11.2, 13.5: "checked by content"); its name must agree. A renamed executable, an HTML
// page called .pdf or a PNG called .docx is refused.
//
// Office formats: the old ones (.doc, .xls) are OLE compound files, told apart by the name of their
// main stream in the file's directory (UTF-16: 'WordDocument', 'Workbook' or 'Book'); the new ones
// (.docx, .xlsx) are ZIP packages, told apart by their main part's path ('word/', 'xl/'), which a
// ZIP stores uncompressed in its local and central headers.

export interface DocumentKind {
  mime_type: string;
  extensions: readonly string[];
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const startsWith = (data: Buffer, signature: readonly number[]) => data.length >= signature.length && signature.every((byte, i) => data[i] === byte);

interface KindRule extends DocumentKind {
  matches(data: Buffer): boolean;
}

const RULES: readonly KindRule[] = [
  { mime_type: 'application/pdf', extensions: ['.pdf'], matches: (d) => startsWith(d, [...Buffer.from('%PDF-', 'ascii')]) },
  { mime_type: 'image/png', extensions: ['.png'], matches: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime_type: 'image/jpeg', extensions: ['.jpg', '.jpeg'], matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  {
    mime_type: 'application/msword',
    extensions: ['.doc'],
    matches: (d) => startsWith(d, OLE) && d.includes(utf16('WordDocument')),
  },
  {
    mime_type: 'application/vnd.ms-excel',
    extensions: ['.xls'],
    matches: (d) => startsWith(d, OLE) && (d.includes(utf16('Workbook')) || d.includes(utf16('Book'))),
  },
  {
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    matches: (d) => startsWith(d, ZIP) && d.includes('[Content_Types].xml') && d.includes('word/document'),
  },
  {
    mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
    matches: (d) => startsWith(d, ZIP) && d.includes('[Content_Types].xml') && d.includes('xl/workbook'),
  },
];

/** The kind these bytes are, when it is one of `allowed` (file name endings) and the name says the same; undefined otherwise. */
export function documentKind(data: Buffer, filename: string, allowed: readonly string[]): DocumentKind | undefined {
  const name = filename.toLowerCase();
  const rule = RULES.find((r) => r.extensions.some((ext) => name.endsWith(ext) && allowed.includes(ext)));
  return rule?.matches(data) ? { mime_type: rule.mime_type, extensions: rule.extensions } : undefined;
}

/** The extension a document is stored and shown with ('pdf', 'docx'), from its checked name. */
export const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
