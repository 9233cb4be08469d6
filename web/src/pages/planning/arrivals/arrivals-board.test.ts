import { type SlotsAnswer } from '@praktijk/shared/schemas/calendar';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';
import { describe, expect, it } from 'vitest';
import { boardGroups } from './arrivals-board';

const DAY = '2026-11-23';

function consultation(id: string, start: string, state: Partial<ConsultationSummary> = {}): ConsultationSummary {
  return {
    id,
    patient_id: `p-${id}`,
    patient_name: `Patient ${id}`,
    practitioner: { id: 'u1', name: 'Dr. A' },
    start: `${DAY}T${start}:00.000Z`,
    end: `${DAY}T${start}:00.000Z`,
    date: DAY,
    booked: true,
    reason_type: null,
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
    decursus_id: id,
    created: `${DAY}T08:00:00.000Z`,
    updated: `${DAY}T08:00:00.000Z`,
    updated_by: null,
    consistency_token: 't',
    ...state,
  };
}

const range = (...consultations: ConsultationSummary[]): SlotsAnswer => ({ kind: 'range', from: DAY, to: DAY, consultations, blocked: [] });
const ids = (list: readonly ConsultationSummary[]) => list.map((c) => c.id);

describe('the arrivals board', () => {
  const anna = range(
    consultation('a-late', '14:00'),
    consultation('a-early', '12:00'),
    consultation('a-waits', '12:30', { arrived: true, arrived_at: `${DAY}T12:40:00.000Z` }),
    consultation('a-done', '11:00', { arrived: true, arrived_at: `${DAY}T11:00:00.000Z`, processed: true, processed_at: `${DAY}T11:20:00.000Z` }),
  );
  const bert = range(
    consultation('b-next', '13:00'),
    // Marked arrived before arrival times were kept: waits from its start, so longest of all.
    consultation('b-waits-long', '12:15', { arrived: true, arrived_at: null }),
    consultation('b-done', '10:00', { arrived: true, processed: true }),
  );

  it("puts every practitioner's patients of the day in Expected, Waiting and Treated, each in its order", () => {
    const groups = boardGroups([anna, bert], ['anna', 'bert'], DAY, { practitioner: null });
    expect(ids(groups.expected)).toEqual(['a-early', 'b-next', 'a-late']);
    expect(ids(groups.waiting)).toEqual(['b-waits-long', 'a-waits']);
    expect(ids(groups.treated)).toEqual(['b-done', 'a-done']);
  });

  it('orders patients at the same time by practitioner, then by patient, whatever their ids', () => {
    const cor = range(consultation('0-first-id', '12:00', { practitioner: { id: 'u3', name: 'Dr. C' }, patient_name: 'Aap' }));
    const anne = range(consultation('z-b', '12:00', { patient_name: 'Bok' }), consultation('z-a', '12:00', { patient_name: 'Aap' }));
    expect(ids(boardGroups([cor, anne], ['cor', 'anne'], DAY, { practitioner: null }).expected)).toEqual(['z-a', 'z-b', '0-first-id']);
  });

  it('shows only the practitioner filtered on', () => {
    const groups = boardGroups([anna, bert], ['anna', 'bert'], DAY, { practitioner: 'bert' });
    expect(ids(groups.expected)).toEqual(['b-next']);
    expect(ids(groups.waiting)).toEqual(['b-waits-long']);
    expect(ids(groups.treated)).toEqual(['b-done']);
  });

  it('counts an answer still loading as empty and leaves out consultations of another day', () => {
    const other = range(consultation('yesterday', '09:00', { date: '2026-11-22' }));
    const groups = boardGroups([undefined, other, { kind: 'next_free', start: null, end: null }], ['anna', 'bert', 'cor'], DAY, {
      practitioner: null,
    });
    expect(groups).toEqual({ expected: [], waiting: [], treated: [] });
  });
});
