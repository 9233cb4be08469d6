import { describe, expect, it } from 'vitest';
import { documentKind, extensionOf } from './document-kind';

const ALL = ['.jpeg', '.jpg', '.png', '.pdf', '.xls', '.doc', '.xlsx', '.docx'];
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);
const ole = (stream: string) => Buffer.concat([OLE, Buffer.from(stream, 'utf16le'), Buffer.alloc(16)]);
const zip = (...parts: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0]), ...parts.map((p) => Buffer.from(`${p}\0\0`, 'latin1'))]);

describe('documentKind', () => {
  it('knows every lab document kind by its content', () => {
    expect(documentKind(PDF, 'uitslag.PDF', ALL)?.mime_type).toBe('application/pdf');
    expect(documentKind(PNG, 'scan.png', ALL)?.mime_type).toBe('image/png');
    expect(documentKind(ole('WordDocument'), 'brief.doc', ALL)?.mime_type).toBe('application/msword');
    expect(documentKind(ole('Workbook'), 'lab.xls', ALL)?.mime_type).toBe('application/vnd.ms-excel');
    expect(documentKind(zip('[Content_Types].xml', 'word/document.xml'), 'brief.docx', ALL)?.extensions).toEqual(['.docx']);
    expect(documentKind(zip('[Content_Types].xml', 'xl/workbook.xml'), 'lab.xlsx', ALL)?.extensions).toEqual(['.xlsx']);
  });

  it('refuses content that is not what the name says', () => {
    expect(documentKind(Buffer.from('MZ\x90\x00 an executable'), 'uitslag.pdf', ALL)).toBeUndefined();
    expect(documentKind(Buffer.from('<html>%PDF-</html>'), 'uitslag.pdf', ALL)).toBeUndefined();
    expect(documentKind(PNG, 'brief.docx', ALL)).toBeUndefined();
    expect(documentKind(ole('Workbook'), 'brief.doc', ALL)).toBeUndefined();
    expect(documentKind(zip('[Content_Types].xml', 'xl/workbook.xml'), 'brief.docx', ALL)).toBeUndefined();
    expect(documentKind(zip('some/other.txt'), 'lab.xlsx', ALL)).toBeUndefined();
    expect(documentKind(Buffer.alloc(0), 'leeg.pdf', ALL)).toBeUndefined();
  });

  it('takes only the kinds allowed', () => {
    expect(documentKind(ole('WordDocument'), 'brief.doc', ['.pdf', '.png'])).toBeUndefined();
    expect(documentKind(PDF, 'uitslag.pdf', ['.pdf'])?.mime_type).toBe('application/pdf');
  });

  it('names the extension', () => {
    expect(extensionOf('Uitslag Lab.DOCX')).toBe('docx');
    expect(extensionOf('geen-extensie')).toBe('');
  });
});
