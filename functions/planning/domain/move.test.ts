import { describe, expect, it } from 'vitest';
import { type StoredConsultation } from '../../consultations/domain/items';
import { isMove, movedFields, moveTarget } from './move';

// 09:00-09:30 in Paramaribo (UTC-3) on 10-03-2026.
const consultation = { start: '2026-03-10T12:00:00.000Z', end: '2026-03-10T12:30:00.000Z', practitioner_id: 'U1' } as StoredConsultation;

describe('a move', () => {
  it('keeps what the request does not send', () => {
    expect(moveTarget(consultation, {})).toEqual({ target: { start: '2026-03-10T09:00', end: '2026-03-10T09:30', practitioner: 'U1' } });
    expect(moveTarget(consultation, { practitioner: 'U2' })).toMatchObject({ target: { start: '2026-03-10T09:00', practitioner: 'U2' } });
  });

  it('wants start and end together', () => {
    expect(moveTarget(consultation, { start: '2026-03-10T10:00' })).toEqual({ errors: { end: ['This field is required.'] } });
    expect(moveTarget(consultation, { end: '2026-03-10T10:00' })).toEqual({ errors: { start: ['This field is required.'] } });
  });

  it('is no move when the times and practitioner are where they were', () => {
    expect(isMove(consultation, { start: '2026-03-10T09:00', end: '2026-03-10T09:30', practitioner: 'U1' })).toBe(false);
    expect(isMove(consultation, { start: '2026-03-10T09:00', end: '2026-03-10T09:45', practitioner: 'U1' })).toBe(true);
    expect(isMove(consultation, { start: '2026-03-10T09:00', end: '2026-03-10T09:30', practitioner: 'U2' })).toBe(true);
  });

  it('is no move for a consultation made at a moment off the minute when its times are left as they are', () => {
    const walkIn = { start: '2026-03-10T12:07:33.958Z', end: '2026-03-10T12:22:33.958Z', practitioner_id: 'U1' } as StoredConsultation;
    const placed = moveTarget(walkIn, {});
    expect('target' in placed && isMove(walkIn, placed.target)).toBe(false);
    expect(isMove(walkIn, { start: '2026-03-10T09:07', end: '2026-03-10T09:22', practitioner: 'U1' })).toBe(false);
    expect(isMove(walkIn, { start: '2026-03-10T09:10', end: '2026-03-10T09:25', practitioner: 'U1' })).toBe(true);
  });

  it("stores instants and the practice's day of the new start", () => {
    expect(movedFields(consultation, { start: '2026-03-11T22:00', end: '2026-03-11T22:30', practitioner: 'U2' }, 'Dr. B')).toEqual({
      start: '2026-03-12T01:00:00.000Z',
      end: '2026-03-12T01:30:00.000Z',
      date: '2026-03-11',
      practitioner_id: 'U2',
      practitioner_name: 'Dr. B',
    });
  });

  it('keeps the exact instants of times it leaves as they were (a walk-in handed to another physician)', () => {
    const walkIn = { start: '2026-03-10T12:07:33.958Z', end: '2026-03-10T12:22:33.958Z', practitioner_id: 'U1' } as StoredConsultation;
    expect(movedFields(walkIn, { start: '2026-03-10T09:07', end: '2026-03-10T09:22', practitioner: 'U2' }, 'Dr. B')).toMatchObject({
      start: walkIn.start,
      end: walkIn.end,
      date: '2026-03-10',
      practitioner_id: 'U2',
    });
  });
});
