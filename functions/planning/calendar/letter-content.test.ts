import { describe, expect, it } from 'vitest';
import { letterKind } from './letter-content';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

describe('letterKind', () => {
  it('knows a PDF, a PNG and a JPEG by their first bytes', () => {
    expect(letterKind(PDF, 'verwijzing.pdf')?.mime_type).toBe('application/pdf');
    expect(letterKind(PNG, 'scan.PNG')?.mime_type).toBe('image/png');
    expect(letterKind(JPEG, 'foto.jpeg')?.mime_type).toBe('image/jpeg');
    expect(letterKind(JPEG, 'foto.jpg')?.mime_type).toBe('image/jpeg');
  });
  it('refuses other content whatever its name says', () => {
    expect(letterKind(Buffer.from('MZ\x90\x00 not a pdf'), 'brief.pdf')).toBeUndefined();
    expect(letterKind(Buffer.from('<html><body>%PDF-</body></html>'), 'brief.pdf')).toBeUndefined();
    expect(letterKind(Buffer.from('%PD'), 'brief.pdf')).toBeUndefined();
    expect(letterKind(Buffer.alloc(0), 'brief.pdf')).toBeUndefined();
  });
  it('refuses a name that says another kind than the content', () => {
    expect(letterKind(PNG, 'brief.pdf')).toBeUndefined();
    expect(letterKind(PDF, 'scan.jpg')).toBeUndefined();
  });
});
