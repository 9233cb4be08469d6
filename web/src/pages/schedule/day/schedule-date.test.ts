import { SCHEDULE_DATE_STORAGE_KEY } from '@praktijk/shared/constants';
import { describe, expect, it } from 'vitest';
import { keepScheduleDate, resetScheduleDate } from '@/features/schedule-date/schedule-date';
import { openingScheduleDate } from './useScheduleDate';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('schedule date storage', () => {
  it('opens on today until a day is kept, then on that day', () => {
    const storage = memoryStorage();
    expect(openingScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
    keepScheduleDate('2026-11-20', storage);
    expect(storage.values.get(SCHEDULE_DATE_STORAGE_KEY)).toBe('2026-11-20');
    expect(openingScheduleDate('2026-11-23', storage)).toBe('2026-11-20');
  });

  it('forgets the day at sign-in', () => {
    const storage = memoryStorage();
    keepScheduleDate('2026-11-20', storage);
    resetScheduleDate(storage);
    expect(storage.values.size).toBe(0);
    expect(openingScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
  });

  it('does not believe a kept value that is not a day', () => {
    const storage = memoryStorage();
    storage.setItem(SCHEDULE_DATE_STORAGE_KEY, '2026-02-31');
    expect(openingScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
    storage.setItem(SCHEDULE_DATE_STORAGE_KEY, '20-11-2026');
    expect(openingScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
  });
});
