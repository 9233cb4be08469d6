import { SCHEDULE_DATE_STORAGE_KEY } from '@praktijk/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { rememberedScheduleDate, rememberScheduleDate, resetScheduleDate } from './schedule-date';

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
  it('opens on today until a day is remembered, then on that day', () => {
    const storage = memoryStorage();
    expect(rememberedScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
    rememberScheduleDate('2026-11-20', storage);
    expect(storage.values.get(SCHEDULE_DATE_STORAGE_KEY)).toBe('2026-11-20');
    expect(rememberedScheduleDate('2026-11-23', storage)).toBe('2026-11-20');
  });

  it('forgets the day at sign-in', () => {
    const storage = memoryStorage();
    rememberScheduleDate('2026-11-20', storage);
    resetScheduleDate(storage);
    expect(rememberedScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
  });

  it('neither keeps nor believes what is not a day', () => {
    const storage = memoryStorage();
    rememberScheduleDate('20-11-2026', storage);
    expect(storage.values.size).toBe(0);
    storage.setItem(SCHEDULE_DATE_STORAGE_KEY, '2026-02-31');
    expect(rememberedScheduleDate('2026-11-23', storage)).toBe('2026-11-23');
  });
});
