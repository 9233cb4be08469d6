import { BLOCKED_LABEL, type ConsultationState, HOLIDAY_LABEL, STATE_LABELS, WALK_IN_LABEL } from '@/features/planning/calendar/calendar-events';
import { StateIcon } from './StateIcon';

const ITEMS: { className: string; label: string; state?: ConsultationState }[] = [
  { className: 'praktijk-event--booked', label: STATE_LABELS.booked, state: 'booked' },
  { className: 'praktijk-event--arrived', label: STATE_LABELS.arrived, state: 'arrived' },
  { className: 'praktijk-event--treated', label: STATE_LABELS.treated, state: 'treated' },
  { className: 'praktijk-event--booked praktijk-event--walk-in', label: `${WALK_IN_LABEL} (all-day row)` },
  { className: 'praktijk-event--blocked', label: BLOCKED_LABEL },
  { className: 'praktijk-event--holiday', label: HOLIDAY_LABEL },
];

/** What the calendar's colours and a booking's state shapes mean (each event also names its state in its text alternative). */
export function CalendarLegend() {
  return (
    <ul className="praktijk-legend" aria-label="Legend" data-testid="calendar-legend">
      {ITEMS.map((item) => (
        <li key={item.label} className="praktijk-legend__item">
          <span className={`praktijk-legend__swatch ${item.className}`} aria-hidden="true" />
          {item.state && <StateIcon state={item.state} />}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
