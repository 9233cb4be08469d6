import { todayIso } from '@praktijk/shared/dates';
import { callApi } from '@/api';
import { wallDateOf } from '../calendar/wall-clock';
import { freeSlotOf, type FreeSlot, searchAfter } from './next-free';

/** A slot of `minutes` from the day's first hour of the calendar. */
export function firstSlotOf(day: string, min: string, minutes: number) {
  const start = wallDateOf(`${day}T${min}`);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/**
 * Where New booking opens (issue 22 §3): the practitioner's next free slot of one interval, from
 * now when today (or a day gone) is shown, from the shown day's start when it lies ahead, not at
 * 07:30 of a day already half gone. Without an answer (none free in the search's window, or the
 * server unreachable) the day's first slot, as before; the dialog changes either.
 */
export async function openingSlot(username: string, day: string, hours: { min: string; interval: number }): Promise<FreeSlot> {
  try {
    const after = searchAfter(day, todayIso());
    const found = await callApi('getSlots', { query: { practitioner: username, next_free: 'true', minutes: hours.interval, ...(after ? { after } : {}) } });
    return freeSlotOf(found) ?? firstSlotOf(day, hours.min, hours.interval);
  } catch {
    return firstSlotOf(day, hours.min, hours.interval);
  }
}
