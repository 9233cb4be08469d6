import { BLOCKED_LABEL, HOLIDAY_LABEL, STATE_LABELS, WALK_IN_LABEL } from './calendar-events';

const ITEMS = [
  { className: 'praktijk-event--booked', label: STATE_LABELS.booked },
  { className: 'praktijk-event--arrived', label: STATE_LABELS.arrived },
  { className: 'praktijk-event--treated', label: STATE_LABELS.treated },
  { className: 'praktijk-event--booked praktijk-event--walk-in', label: `${WALK_IN_LABEL} (all-day row)` },
  { className: 'praktijk-event--blocked', label: BLOCKED_LABEL },
  { className: 'praktijk-event--holiday', label: HOLIDAY_LABEL },
];

/** What the calendar's colours mean (each event also says its state in words). */
export function CalendarLegend() {
  return (
    <ul className="praktijk-legend" aria-label="Legend" data-testid="calendar-legend">
      {ITEMS.map((item) => (
        <li key={item.label} className="praktijk-legend__item">
          <span className={`praktijk-legend__swatch ${item.className}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
