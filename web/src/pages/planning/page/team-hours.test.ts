import { describe, expect, it } from 'vitest';
import { teamHours } from './team-hours';

describe('the team day hours', () => {
  it("span every practitioner's hours in a step all their slots fall on", () => {
    const hours = teamHours([
      { min: '08:00', max: '16:00', interval: 15 },
      { min: '07:30', max: '12:00', interval: 20 },
      undefined,
      { min: '09:00', max: '17:30', interval: 30 },
    ]);
    expect(hours).toEqual({ min: '07:30', max: '17:30', interval: 5 });
  });

  it('are the defaults while no config is known', () => {
    expect(teamHours([undefined])).toEqual({ min: '07:30', max: '17:00', interval: 15 });
  });
});
