import { DRAFT_TTL_DAYS } from '@praktijk/shared/constants';
import { describe, expect, it } from 'vitest';
import { tenantData } from '../../lib/data/tenant-data';
import { draftExpiry, draftKey, isLiveDraft } from './items';

describe('draft items', () => {
  const data = tenantData('T1');

  it('keys a draft under the practice, the record and the user', () => {
    const key = draftKey(data, { kind: 'decursus', recordId: 'NOTE1', userId: 'U1' });
    expect(key).toEqual({ PK: 'T#T1', SK: 'DRAFT#decursus#NOTE1#USER#U1' });
    expect(draftKey(data, { kind: 'decursus', recordId: 'NOTE1', userId: 'U2' })).not.toEqual(key);
    expect(draftKey(data, { kind: 'history', recordId: 'NOTE1', userId: 'U1' })).not.toEqual(key);
  });

  it(`expires ${DRAFT_TTL_DAYS} days after the write, and a read refuses it from then on although the TTL has not removed it`, () => {
    const written = new Date('2026-11-01T10:00:00Z');
    const draft = { expires_at: draftExpiry(written) };
    expect(draft.expires_at - written.getTime() / 1000).toBe(DRAFT_TTL_DAYS * 86_400);
    expect(isLiveDraft(draft, written)).toBe(true);
    expect(isLiveDraft(draft, new Date(written.getTime() + DRAFT_TTL_DAYS * 86_400_000 - 1000))).toBe(true);
    expect(isLiveDraft(draft, new Date(written.getTime() + DRAFT_TTL_DAYS * 86_400_000))).toBe(false);
  });
});
