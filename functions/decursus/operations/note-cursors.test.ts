import { describe, expect, it } from 'vitest';
import { openNotePosition, sealNotePosition } from './note-cursors';
import { expectInvalidCursor, useTestCursorKey } from '../../lib/data/test-cursor-key';

// The decursus lists' cursors: a note's position sealed for the list, the practice and the patient (issue 21 §7).
useTestCursorKey();

const invalid = expectInvalidCursor;

describe('note cursors', () => {
  const position = '2025-11-03T13:45:00.000Z#01JB2Z8Y9X0W1V2T3S4R5Q6P7N';
  const [practice, patient] = ['01JB2Z8Y9X0W1V2T3S4R5PRACA', '01JB2Z8Y9X0W1V2T3S4R5PATA'];

  it('give back the position for the same list, practice and patient; no cursor, no position', async () => {
    for (const list of ['decursus-list', 'previous-decursus'] as const) {
      expect(await openNotePosition(list, practice, patient, await sealNotePosition(list, practice, patient, position))).toBe(position);
      expect(await openNotePosition(list, practice, patient, undefined)).toBeUndefined();
    }
  });

  it('fit the contract: base64url, within 200 characters, showing neither the date nor the note id', async () => {
    const cursor = await sealNotePosition('decursus-list', practice, patient, position);
    expect(cursor).toMatch(/^[0-9A-Za-z_-]{1,200}$/);
    const text = `${cursor} ${Buffer.from(cursor, 'base64url').toString('latin1')}`;
    for (const secret of ['2025-11-03', '01JB2Z8Y9X0W1V2T3S4R5Q6P7N', practice, patient]) expect(text).not.toContain(secret);
  });

  it("refuse another list's, another patient's and another practice's cursor", async () => {
    const cursor = await sealNotePosition('decursus-list', practice, patient, position);
    await invalid(openNotePosition('previous-decursus', practice, patient, cursor));
    await invalid(openNotePosition('decursus-list', practice, '01JB2Z8Y9X0W1V2T3S4R5PATB', cursor));
    await invalid(openNotePosition('decursus-list', '01JB2Z8Y9X0W1V2T3S4R5PRACB', patient, cursor));
  });

  it('refuse a changed, cut or made-up cursor, and the raw position the lists used to send', async () => {
    const cursor = await sealNotePosition('previous-decursus', practice, patient, position);
    const bytes = Buffer.from(cursor, 'base64url');
    for (let i = 0; i < bytes.length; i += 5) {
      const flipped = Buffer.from(bytes);
      flipped[i]! ^= 1;
      await invalid(openNotePosition('previous-decursus', practice, patient, flipped.toString('base64url')));
    }
    for (const bad of [cursor.slice(0, -2), `${cursor}AA`, 'garbage', position]) await invalid(openNotePosition('previous-decursus', practice, patient, bad));
  });
});
