import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlanningMessage } from '@praktijk/shared/schemas/calendar';

const published = vi.hoisted(() => [] as { tenantId: string; message: unknown }[]);
vi.mock('../../lib/realtime/publisher', () => ({
  publishToTenant: (tenantId: string, message: unknown) => {
    published.push({ tenantId, message });
    return Promise.resolve(1);
  },
}));
const { announcePlanning } = await import('./announce');

// Issue 22 §6: the 'planning' message says what changed (practitioner, days, consultation,
// patient), with ids only, so that screens refresh only what shows it.
describe("the realtime 'planning' message", () => {
  beforeEach(() => {
    published.length = 0;
  });

  it("carries the practitioner, the days, the consultation and the patient's id", async () => {
    await announcePlanning('t1', { practitioner: 'u1', dates: ['2026-11-27'], consultation: 'c1', patient: 'p1', change: 'booking' });
    expect(published).toEqual([
      {
        tenantId: 't1',
        message: { type: 'planning', payload: { practitioner: 'u1', dates: ['2026-11-27'], consultation: 'c1', patient: 'p1', change: 'booking' } },
      },
    ]);
  });

  it('never carries more than the schema names (a name spread in by mistake is dropped)', async () => {
    const withName = { practitioner: 'u1', dates: ['2026-11-27'], consultation: 'c1', patient: 'p1', patient_name: 'Anna Kromo', change: 'arrival' };
    await announcePlanning('t1', withName as PlanningMessage);
    expect(published[0]?.message).toEqual({
      type: 'planning',
      payload: { practitioner: 'u1', dates: ['2026-11-27'], consultation: 'c1', patient: 'p1', change: 'arrival' },
    });
  });

  it('a message the schema refuses is not sent, and the write that caused it does not fail', async () => {
    await expect(announcePlanning('t1', { practitioner: 'u1', dates: ['27-11-2026'], change: 'blocked' })).resolves.toBeUndefined();
    expect(published).toEqual([]);
  });
});
