import { describe, expect, it } from 'vitest';
import { tenantData } from '../../lib/data/tenant-data';
import { decodeOverviewCursor, encodeOverviewCursor } from './overview';
import { expectInvalidCursor, useTestCursorKey } from '../../lib/data/test-cursor-key';

// The overview's cursor is a note's position sealed for the practice and the episode (issue 21 §7).
useTestCursorKey();

const invalid = expectInvalidCursor;

describe('the overview cursor', () => {
  const position = '2024-03-05T14:00:00.000Z#01HQ7Z8Y9X0W1V2T3S4R5Q6P7N';
  const episode = '01HQ7Z8Y9X0W1V2T3S4R5Q6EPA';
  const data = tenantData('01HQ7Z8Y9X0W1V2T3S4R5PRACA');

  it('holds the last sort key shown and gives it back, for the same practice and episode', async () => {
    expect(await decodeOverviewCursor(data, episode, await encodeOverviewCursor(data, episode, position))).toBe(position);
    expect(await decodeOverviewCursor(data, episode, undefined)).toBeUndefined();
  });

  it('shows nothing of the position: no date, no note id', async () => {
    const cursor = await encodeOverviewCursor(data, episode, position);
    const text = `${cursor} ${Buffer.from(cursor, 'base64url').toString('latin1')}`;
    for (const secret of ['2024-03-05', '01HQ7Z8Y9X0W1V2T3S4R5Q6P7N', 'after']) expect(text).not.toContain(secret);
  });

  it("refuses another episode's, another practice's, a changed or a made-up cursor with the field error", async () => {
    const cursor = await encodeOverviewCursor(data, episode, position);
    await invalid(decodeOverviewCursor(data, '01HQ7Z8Y9X0W1V2T3S4R5Q6EPB', cursor));
    await invalid(decodeOverviewCursor(tenantData('01HQ7Z8Y9X0W1V2T3S4R5PRACB'), episode, cursor));
    const flipped = Buffer.from(cursor, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    await invalid(decodeOverviewCursor(data, episode, flipped.toString('base64url')));
    await invalid(decodeOverviewCursor(data, episode, '%%%'));
    // The old, readable form: base64url JSON of the position.
    await invalid(decodeOverviewCursor(data, episode, Buffer.from(JSON.stringify({ after: position })).toString('base64url')));
  });
});
