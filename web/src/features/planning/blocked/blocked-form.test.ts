import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { wallDateOf } from '../calendar/wall-clock';
import { blockedBody, blockedFormSchema, blockedUpdateBody, blockedValuesOf, newBlockedValues } from './blocked-form';

const slot = { start: wallDateOf('2026-11-25T12:00'), end: wallDateOf('2026-11-25T13:00') };

describe('blocked time form', () => {
  it('starts from the slot and sends wall-clock times', () => {
    const values = { ...newBlockedValues(slot, 'doc1'), reason: 'Vergadering' };
    expect(values).toEqual({ practitioner: 'doc1', start_date: '2026-11-25', start: '12:00', end_date: '2026-11-25', end: '13:00', reason: 'Vergadering' });
    expect(blockedBody(values)).toEqual({ practitioner: 'doc1', start: '2026-11-25T12:00', end: '2026-11-25T13:00', reason: 'Vergadering' });
    expect(blockedUpdateBody(values, 'tok')).toEqual({ start: '2026-11-25T12:00', end: '2026-11-25T13:00', reason: 'Vergadering', consistency_token: 'tok' });
    expect(blockedFormSchema.safeParse(values).success).toBe(true);
  });

  it("refuses an end before (or at) the start with the rule's text, across days too", () => {
    const same = blockedFormSchema.safeParse({ ...newBlockedValues(slot, 'doc1'), end: '12:00' });
    expect(same.error?.issues).toEqual([expect.objectContaining({ path: ['end'], message: PLANNING_MESSAGES.startBeforeEnd })]);
    const earlierDay = blockedFormSchema.safeParse({ ...newBlockedValues(slot, 'doc1'), end_date: '2026-11-24', end: '18:00' });
    expect(earlierDay.error?.issues[0]?.message).toBe(PLANNING_MESSAGES.startBeforeEnd);
    expect(blockedFormSchema.safeParse({ ...newBlockedValues(slot, 'doc1'), end_date: '2026-11-27', end: '08:00' }).success).toBe(true);
  });

  it('reads a stored blocked time on the practice clock', () => {
    const values = blockedValuesOf({
      id: 'b',
      practitioner: { id: 'doc1', name: 'Dr' },
      start: '2026-11-25T15:00:00.000Z',
      end: '2026-11-26T20:30:00.000Z',
      reason: 'Cursus',
      created: '',
      updated_by: null,
      consistency_token: 't',
    });
    expect(values).toMatchObject({ start_date: '2026-11-25', start: '12:00', end_date: '2026-11-26', end: '17:30', reason: 'Cursus' });
  });
});
