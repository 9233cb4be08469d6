import { describe, expect, it } from 'vitest';
import { attestDateTime, attestDetails, attestRowLabel } from './attest-display';

describe('an attest in the list', () => {
  it('shows its date and time Dutch style', () => {
    expect(attestDateTime('2025-03-01T08:15')).toBe('01-03-2025 08:15');
    expect(attestRowLabel({ attest_date: '2025-03-01T08:15' })).toBe('attest of 01-03-2025 08:15');
  });

  it('details its picked dates, or its range, or nothing', () => {
    expect(attestDetails({ dates: ['2025-03-01', '2025-03-03'], from_date: null, until_date: null })).toEqual({
      kind: 'dates',
      dates: ['01-03-2025', '03-03-2025'],
    });
    expect(attestDetails({ dates: [], from_date: '2025-03-01', until_date: '2025-03-05' })).toEqual({ kind: 'range', text: '01-03-2025 until 05-03-2025' });
    expect(attestDetails({ dates: [], from_date: null, until_date: null })).toEqual({ kind: 'none' });
  });
});
