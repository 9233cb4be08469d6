import { DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { type TenantData } from '../../lib/data/tenant-data';
import { type CalendarHours } from './rules';

// A practitioner's calendar hours (slot MIN, MAX, INTERVAL and working weekdays), as the config
// routes store them at calendarConfig(practitioner); until first saved, DEFAULT_CALENDAR_CONFIG.

/** The hours a stored config item holds, or the default when there is none. */
export function hoursOf(item: Partial<CalendarHours> | undefined): CalendarHours {
  const base = { ...DEFAULT_CALENDAR_CONFIG, weekdays: [...DEFAULT_CALENDAR_CONFIG.weekdays] };
  if (!item) return base;
  return {
    min: item.min ?? base.min,
    max: item.max ?? base.max,
    interval: item.interval ?? base.interval,
    weekdays: item.weekdays ?? base.weekdays,
  };
}

/** One GetItem of the practitioner's config. */
export async function readCalendarHours(data: TenantData, practitionerId: string): Promise<CalendarHours> {
  return hoursOf(await data.get<Partial<CalendarHours>>(data.keys.calendarConfig(practitionerId)));
}
