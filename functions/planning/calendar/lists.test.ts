import { describe, expect, it } from 'vitest';
import { practiceInstant } from '@praktijk/shared/practice-clock';
import { type StoredConsultation } from '../../consultations/domain/items';
import { countByHour } from './lists';

const at = (local: string, state: Partial<Pick<StoredConsultation, 'arrived' | 'processed'>> = {}) =>
  ({ id: local, start: practiceInstant(local).toISOString(), arrived: false, processed: false, ...state }) as StoredConsultation;

describe('countByHour', () => {
  it('counts each hour from the calendar MIN to MAX by start: all, arrived (treated ones too) and treated', () => {
    const day = [
      at('2026-11-23T08:00', { arrived: true, processed: true }),
      at('2026-11-23T08:30', { arrived: true }),
      at('2026-11-23T08:45'),
      at('2026-11-23T10:15', { arrived: true, processed: true }),
    ];
    expect(countByHour(day, { min: '07:30', max: '11:00' })).toEqual([
      { hour: '07:00', booked: 0, arrived: 0, treated: 0 },
      { hour: '08:00', booked: 3, arrived: 2, treated: 1 },
      { hour: '09:00', booked: 0, arrived: 0, treated: 0 },
      { hour: '10:00', booked: 1, arrived: 1, treated: 1 },
    ]);
  });
  it('takes in the hour of a consultation outside the hours (a late walk-in) and a MAX within an hour', () => {
    const hours = countByHour([at('2026-11-23T18:10', { arrived: true })], { min: '08:00', max: '16:30' }).map((h) => h.hour);
    expect(hours[0]).toBe('08:00');
    expect(hours.slice(-3)).toEqual(['16:00', '17:00', '18:00']);
  });
  it('places a start by the practice clock, whatever the machine zone', () => {
    // 03:30 UTC is 00:30 in Paramaribo (UTC-3).
    const [first] = countByHour([{ ...at('2026-11-23T00:30'), start: '2026-11-23T03:30:00.000Z' }], { min: '08:00', max: '09:00' });
    expect(first).toEqual({ hour: '00:00', booked: 1, arrived: 0, treated: 0 });
  });
});
