import { TIMEZONE } from '@praktijk/shared/constants';
import { NIGHTLY_TICK_KIND } from '@praktijk/shared/jobs';

// When the nightly scheduled-export tick runs: 02:00 in the practice's time zone (Suriname has
// no daylight saving time). CDK writes the same as an EventBridge Scheduler cron; the twin's
// scheduler computes the next run from it.
const HOUR = 2;
const MINUTE = 0;

export const SCHEDULE = {
  hour: HOUR,
  minute: MINUTE,
  timezone: TIMEZONE,
  expression: `cron(${MINUTE} ${HOUR} * * ? *)`,
  payload: { kind: NIGHTLY_TICK_KIND },
  /** Milliseconds from `now` until the next 02:00 in TIMEZONE. */
  msUntilNextRun(now: Date): number {
    const local = new Date(now.toLocaleString('en-US', { timeZone: TIMEZONE }));
    const offsetMs = local.getTime() - now.getTime();
    const next = new Date(local);
    next.setHours(HOUR, MINUTE, 0, 0);
    if (next <= local) next.setDate(next.getDate() + 1);
    return Math.max(1000, next.getTime() - offsetMs - now.getTime());
  },
} as const;
