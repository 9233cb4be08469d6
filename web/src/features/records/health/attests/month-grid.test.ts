import { describe, expect, it } from 'vitest';
import { addMonths, dayName, monthTitle, moveCursor, weekdayNames, weeksOf } from './month-grid';

describe('the picked-dates month grid', () => {
  it('shows whole weeks from Monday around the month', () => {
    const weeks = weeksOf('2025-03'); // 1 March 2025 is a Saturday
    expect(weeks[0]).toEqual(['2025-02-24', '2025-02-25', '2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(weeks.at(-1)).toEqual(['2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-05', '2025-04-06']);
    expect(weeks).toHaveLength(6);
    expect(weeksOf('2021-02')).toHaveLength(4); // 1 February 2021 is a Monday, 28 days
  });

  it('moves the cursor as the grid pattern says, across months', () => {
    expect(moveCursor('2025-03-31', 'ArrowRight')).toBe('2025-04-01');
    expect(moveCursor('2025-03-03', 'ArrowUp')).toBe('2025-02-24');
    expect(moveCursor('2025-03-05', 'Home')).toBe('2025-03-03');
    expect(moveCursor('2025-03-05', 'End')).toBe('2025-03-09');
    expect(moveCursor('2025-01-31', 'PageDown')).toBe('2025-02-28');
    expect(moveCursor('2025-03-05', 'Tab')).toBeNull();
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
  });

  it('names months and days in Dutch, the week from Monday', () => {
    expect(monthTitle('2025-03')).toBe('maart 2025');
    expect(dayName('2025-03-03')).toBe('maandag 3 maart 2025');
    expect(weekdayNames().map((d) => d.short)[0]).toBe('ma');
  });
});
