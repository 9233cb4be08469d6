import { type BlockedTime } from '@praktijk/shared/schemas/calendar';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { describe, expect, it } from 'vitest';
import { blockedEvent, consultationEvent, consultationState, eventClassName, holidayEvent, isMovable } from './calendar-events';
import { localOf } from './wall-clock';

const person = { id: 'u1', name: 'Dr. Test' };
function consultation(overrides: Partial<ConsultationSummary> = {}): ConsultationSummary {
  return {
    id: 'c1',
    patient_id: 'p1',
    patient_name: 'Anna Kromo',
    practitioner: person,
    start: '2026-11-25T13:30:00.000Z',
    end: '2026-11-25T14:00:00.000Z',
    date: '2026-11-25',
    booked: true,
    reason_type: 'r1',
    reason: 'Controle',
    is_walkin: false,
    insurance: null,
    arrived: false,
    arrived_at: null,
    processed: false,
    processed_at: null,
    is_past: false,
    can_change_processed: false,
    letter: null,
    decursus_id: 'c1',
    created: '2026-11-20T12:00:00.000Z',
    updated: '2026-11-20T12:00:00.000Z',
    updated_by: null,
    consistency_token: 't',
    ...overrides,
  };
}

describe('calendar events', () => {
  it('places a booking at its Paramaribo time and says time, patient, reason and state', () => {
    const event = consultationEvent(consultation());
    expect(localOf(event.start)).toBe('2026-11-25T10:30');
    expect(localOf(event.end)).toBe('2026-11-25T11:00');
    expect(event.allDay).toBe(false);
    expect(event.title).toBe('10:30-11:00 Anna Kromo, Controle (Booked)');
    expect(eventClassName(event)).toBe('praktijk-event praktijk-event--booked');
    expect(isMovable(event)).toBe(true);
  });

  it('colours by state: arrived, treated (which no longer moves)', () => {
    expect(consultationState({ arrived: true, processed: false })).toBe('arrived');
    expect(consultationState({ arrived: true, processed: true })).toBe('treated');
    const treated = consultationEvent(consultation({ arrived: true, processed: true }));
    expect(treated.title).toContain('(Treated)');
    expect(isMovable(treated)).toBe(false);
  });

  it('puts a walk-in in the all-day row of its day, unmovable', () => {
    const event = consultationEvent(consultation({ booked: false, is_walkin: true, arrived: true, date: '2026-11-25' }), 'doc@x.test');
    expect(event.allDay).toBe(true);
    expect(localOf(event.start)).toBe('2026-11-25T00:00');
    expect(localOf(event.end)).toBe('2026-11-26T00:00');
    expect(event.title).toBe('Walk-in: Anna Kromo, Controle (Arrived)');
    expect(event.resourceId).toBe('doc@x.test');
    expect(eventClassName(event)).toBe('praktijk-event praktijk-event--arrived praktijk-event--walk-in');
    expect(isMovable(event)).toBe(false);
  });

  it('shows a blocked time with its reason, and a holiday as an all-day event', () => {
    const blocked: BlockedTime = {
      id: 'b1',
      practitioner: person,
      start: '2026-11-25T15:00:00.000Z',
      end: '2026-11-25T16:00:00.000Z',
      reason: 'Vergadering',
      created: '2026-11-20T12:00:00.000Z',
      updated_by: null,
      consistency_token: 't',
    };
    const event = blockedEvent(blocked);
    expect(event.title).toBe('Blocked 12:00-13:00: Vergadering');
    expect(eventClassName(event)).toBe('praktijk-event praktijk-event--blocked');
    expect(isMovable(event)).toBe(false);
    const holiday = holidayEvent({ id: 'h', title: 'Onafhankelijkheidsdag', date: '2026-11-25' });
    expect(holiday.allDay).toBe(true);
    expect(holiday.title).toBe('Onafhankelijkheidsdag (Holiday)');
  });
});
