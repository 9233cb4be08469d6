import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { describe, expect, it } from 'vitest';
import { consultationActions } from './consultation-actions';

function consultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    id: 'c',
    patient_id: 'p',
    patient_name: 'Anna Pinas',
    practitioner: { id: 'd', name: 'Dr. A' },
    start: '2026-01-05T13:00:00.000Z',
    end: '2026-01-05T13:15:00.000Z',
    date: '2026-01-05',
    booked: false,
    reason_type: 'r',
    reason: 'Hoest',
    is_walkin: true,
    insurance: null,
    arrived: false,
    arrived_at: null,
    processed: false,
    processed_at: null,
    letter: null,
    is_past: false,
    can_change_processed: false,
    episode: null,
    decursus_id: 'c',
    created: '2026-01-05T13:00:00.000Z',
    updated: '2026-01-05T17:03:00.000Z',
    updated_by: { id: 'd', name: 'Anand Ramdin' },
    consistency_token: 't',
    ...overrides,
  };
}

describe('consultation bar buttons (spec 3 §4)', () => {
  it('offers Arrived and a disabled Treated before arrival', () => {
    const actions = consultationActions(consultation(), true);
    expect(actions.arrival).toEqual({ label: 'Arrived', value: true, enabled: true });
    expect(actions.treat).toEqual({ label: 'Treated', value: true, enabled: false });
    expect(actions.undoTreat).toBeNull();
    expect(actions.treated).toBeNull();
  });

  it('offers Undo Arrived and Treated once arrived, as the server allows', () => {
    const actions = consultationActions(consultation({ arrived: true, can_change_processed: true }), true);
    expect(actions.arrival?.label).toBe('Undo Arrived');
    expect(actions.arrival?.value).toBe(false);
    expect(actions.treat?.enabled).toBe(true);
  });

  it('hides arrival and treatment once treated and shows when and by whom, with Undo Treated while not past', () => {
    const actions = consultationActions(consultation({ arrived: true, processed: true }), true);
    expect(actions.arrival).toBeNull();
    expect(actions.treat).toBeNull();
    expect(actions.undoTreat).toEqual({ label: 'Undo Treated', value: false, enabled: true });
    // 17:03 UTC is 14:03 in Paramaribo.
    expect(actions.treated).toEqual({ time: '05-01-2026 14:03', by: 'Anand Ramdin' });
  });

  it('offers no Undo Treated on a past consultation', () => {
    expect(consultationActions(consultation({ arrived: true, processed: true, is_past: true }), true).undoTreat).toBeNull();
  });

  it('switches the buttons off without change on consultation', () => {
    const actions = consultationActions(consultation({ arrived: true }), false);
    expect(actions.arrival?.enabled).toBe(false);
    expect(consultationActions(consultation({ processed: true }), false).undoTreat?.enabled).toBe(false);
  });
});
