import { DEFAULT_CALENDAR_CONFIG } from '@praktijk/shared/schemas/calendar';
import { type DecursusFields } from '@praktijk/shared/schemas/decursus';
import { holidayOn } from '@praktijk/shared/holidays';
import { clockOf, minutesOf, nextDay, weekdayOf } from '@praktijk/shared/practice-clock';
import { type DemoReasonType } from './demo-consultation-plan';
import { DEMO_VISITS, DEMO_WALK_INS, type DemoVisit } from './demo-week-reasons';
import { seededRandom } from './random';

// A demo physician's week as plain data: bookings Monday to Friday of the current week and a few
// next week on the 15-minute grid within the calendar's hours, a blocked time or two, and walk-ins
// on the days already begun. Everything before the seed's "now" happened: past days are treated
// (many with a short SOEP note), today's morning has arrived and is partly treated, the rest is
// still booked. Pure and deterministic from its input, so demo-week.ts can write it and the unit
// test beside this file can hold it to the rules the API keeps (no overlaps, inside the hours).

/** Patients below this index have the demo consultations' own history (demo-consultation-plan.ts). */
export const FIRST_WEEK_PATIENT = 3;
const GRID = 15;
/** A treated booking of a past day has a written note this often. */
const NOTE_SHARE = 0.6;
/** Today, a patient counts as seen once their booking ended this long ago (the physician runs a little behind). */
const TREATED_AFTER = 20;

export type DemoState = 'booked' | 'arrived' | 'treated';

export interface DemoBooking {
  /** Index into the practice's demo patients. */
  patient: number;
  /** The practice's wall clock, 'YYYY-MM-DDTHH:mm'. */
  start: string;
  end: string;
  reasonType: DemoReasonType;
  reason: string;
  /** A walk-in holds no time in the calendar (no guard span), as the API books it. */
  isWalkin: boolean;
  state: DemoState;
  note?: Partial<DecursusFields>;
}

export interface DemoBlocked {
  start: string;
  end: string;
  reason: string;
}

export interface DemoWeek {
  bookings: DemoBooking[];
  blocked: DemoBlocked[];
}

export interface DemoWeekInput {
  /** The practice's day the seed runs on (YYYY-MM-DD) and its minute of that day. */
  today: string;
  nowMinutes: number;
  /** How many demo patients the practice has. */
  patients: number;
  seed: number;
  /** Share of the grid that is booked (0..1); a practice with few patients books less. */
  fill?: number;
  hours?: { min: string; max: string };
}

/** Blocked times by weekday offset from this week's Monday: a team lunch, a course, next Monday's home visits. */
const BLOCKS: readonly { day: number; from: string; to: string; reason: string }[] = [
  { day: 2, from: '12:00', to: '13:00', reason: 'Lunchoverleg met de assistentes' },
  { day: 4, from: '14:00', to: '15:30', reason: 'Nascholing diabeteszorg' },
  { day: 7, from: '07:30', to: '09:00', reason: 'Huisbezoeken' },
];
/** Days planned, as offsets from this week's Monday, and how full each is (next week is only starting to fill). */
const DAYS: readonly { day: number; share: number }[] = [
  { day: 0, share: 1 },
  { day: 1, share: 1 },
  { day: 2, share: 1 },
  { day: 3, share: 1 },
  { day: 4, share: 1 },
  { day: 7, share: 0.25 },
  { day: 8, share: 0.15 },
];

const at = (date: string, minutes: number) => `${date}T${clockOf(minutes)}`;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws patients so a week rarely repeats one and a day never does. */
function patientDeck(random: () => number, count: number) {
  const all = Array.from({ length: Math.max(0, count - FIRST_WEEK_PATIENT) }, (_, i) => i + FIRST_WEEK_PATIENT);
  let deck: number[] = [];
  return (takenToday: ReadonlySet<number>): number | undefined => {
    for (let tries = 0; tries < all.length * 2; tries++) {
      if (!deck.length) deck = shuffled(all, random);
      const next = deck.pop()!;
      if (!takenToday.has(next)) return next;
    }
    return undefined;
  };
}

function stateOf(date: string, start: number, end: number, input: DemoWeekInput): DemoState {
  if (date < input.today) return 'treated';
  if (date > input.today || start > input.nowMinutes) return 'booked';
  return end + TREATED_AFTER <= input.nowMinutes ? 'treated' : 'arrived';
}

export function demoWeek(input: DemoWeekInput): DemoWeek {
  const random = seededRandom(input.seed);
  const draw = patientDeck(random, input.patients);
  const fill = input.fill ?? 0.7;
  const min = minutesOf(input.hours?.min ?? DEFAULT_CALENDAR_CONFIG.min);
  const max = minutesOf(input.hours?.max ?? DEFAULT_CALENDAR_CONFIG.max);
  const monday = nextDay(input.today, 1 - weekdayOf(input.today));
  const open = (date: string) => !holidayOn(date);

  const blocked = BLOCKS.map((b) => ({ date: nextDay(monday, b.day), ...b }))
    .filter((b) => open(b.date))
    .map((b) => ({ start: `${b.date}T${b.from}`, end: `${b.date}T${b.to}`, reason: b.reason }));
  const bookings: DemoBooking[] = [];
  const book = (visit: DemoVisit, patient: number, date: string, s: number, e: number, isWalkin: boolean) => {
    const state = stateOf(date, s, e, input);
    const written = state === 'treated' && (isWalkin || random() < NOTE_SHARE);
    bookings.push({
      patient,
      start: at(date, s),
      end: at(date, e),
      reasonType: visit.reasonType,
      reason: visit.reason,
      isWalkin,
      state,
      ...(written ? { note: visit.note } : {}),
    });
  };

  for (const { day, share } of DAYS) {
    const date = nextDay(monday, day);
    if (!open(date)) continue;
    const taken = new Set<number>();
    const busy = blocked.filter((b) => b.start.startsWith(date)).map((b) => ({ s: minutesOf(b.start.slice(11)), e: minutesOf(b.end.slice(11)) }));
    const free = (s: number, e: number) => e <= max && busy.every((b) => e <= b.s || b.e <= s);
    for (let s = min; s < max;) {
      const visit = DEMO_VISITS[Math.floor(random() * DEMO_VISITS.length)]!;
      const e = s + (free(s, s + visit.minutes) ? visit.minutes : GRID);
      const patient = random() < fill * share && free(s, e) ? draw(taken) : undefined;
      if (patient === undefined) {
        s += GRID;
        continue;
      }
      taken.add(patient);
      book(visit, patient, date, s, e, false);
      s = e;
    }
    // Walk-ins come on days that have begun, at any minute (they are seen between bookings).
    const until = date < input.today ? max : date === input.today ? Math.min(max, input.nowMinutes) : min;
    const walkIns = until - min > 60 ? 1 + Math.floor(random() * 2) : 0;
    for (let i = 0; i < walkIns; i++) {
      const s = min + 20 + Math.floor(random() * (until - min - 60));
      const patient = draw(taken);
      if (patient === undefined) continue;
      taken.add(patient);
      book(DEMO_WALK_INS[Math.floor(random() * DEMO_WALK_INS.length)]!, patient, date, s, s + GRID, true);
    }
  }
  return { bookings: bookings.sort((a, b) => a.start.localeCompare(b.start)), blocked };
}
