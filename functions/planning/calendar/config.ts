import { BOOKING_GRID_MINUTES, type CalendarConfig, PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { minutesOf } from '@praktijk/shared/practice-clock';
import { type RequestContext } from '../../lib/auth/context';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { announcePlanning } from '../domain/announce';
import { hoursOf } from '../domain/config';
import { practitionerByUsername } from '../domain/practitioners';
import { assertMayChangeCalendarOf } from './access';
import { putConfig, readConfigItem } from './settings-store';

// A practitioner's calendar config (spec 1 §3 "slot MIN, MAX and INTERVAL"; issue 11.1 "changeable
// per practitioner"): the hours the calendar shows and bookings must fall in, its step and the
// weekdays they work. DEFAULT_CALENDAR_CONFIG until first saved (consistency_token null).

export async function getCalendarConfig({ params }: Input<'getCalendarConfig'>, ctx: RequestContext): Promise<CalendarConfig> {
  const practitioner = await practitionerByUsername(ctx.tenantId, params.username);
  const item = await readConfigItem(ctx, practitioner.id);
  return { ...hoursOf(item), consistency_token: item?.consistency_token ?? null };
}

export async function updateCalendarConfig({ params, body }: Input<'updateCalendarConfig'>, ctx: RequestContext): Promise<CalendarConfig> {
  const practitioner = await practitionerByUsername(ctx.tenantId, params.username);
  assertMayChangeCalendarOf(ctx, practitioner.id);
  // Bookings start and end on the booking grid, so hours off it would leave a sliver no one can book.
  const offGrid = (['min', 'max'] as const).filter((field) => minutesOf(body[field]) % BOOKING_GRID_MINUTES !== 0);
  if (offGrid.length) throw new ValidationError(Object.fromEntries(offGrid.map((field) => [field, [PLANNING_MESSAGES.grid]])));
  const weekdays = [...new Set(body.weekdays)].sort((a, b) => a - b);
  const saved = await putConfig(
    ctx,
    { practitioner: practitioner.id, min: body.min, max: body.max, interval: body.interval, weekdays },
    body.consistency_token,
  );
  await announcePlanning(ctx.tenantId, { practitioner: practitioner.id, dates: [], change: 'config' });
  return { min: saved.min, max: saved.max, interval: saved.interval, weekdays: saved.weekdays, consistency_token: saved.consistency_token };
}
