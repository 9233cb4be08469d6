import Button from '@cloudscape-design/components/button';
import { todayIso } from '@praktijk/shared/dates';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addMonths, dayName, monthOf, monthTitle, moveCursor, weekdayNames, weeksOf } from './month-grid';

// A month calendar on which several days are picked (spec 2 §4: clicking a calendar day toggles it
// in the dates list). Decision: not Cloudscape's Calendar, which selects one day: it can mark only
// one picked day, and after each choice its keyboard position jumps back to that day or to today,
// so taking a day off by keyboard moved the next Enter elsewhere. This grid keeps Calendar's look
// (Monday first, nl-NL names, the same sizes and colours) and follows the WAI-ARIA grid pattern:
// one tab stop, arrows, Home/End, PageUp/PageDown for months, Enter or Space toggles the day, and
// every picked day is marked (aria-selected) for eye and screen reader alike.

const WEEKDAYS = weekdayNames();

export interface PickedDatesCalendarProps {
  picked: readonly string[];
  onToggle(date: string): void;
  ariaLabel: string;
}

export function PickedDatesCalendar({ picked, onToggle, ariaLabel }: PickedDatesCalendarProps) {
  const today = todayIso();
  const [cursor, setCursor] = useState(() => picked[0] ?? today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const month = monthOf(cursor);

  // A key moved the cursor: focus follows it (a click or the month buttons leave focus where it is).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${cursor}"]`)?.focus();
  }, [cursor]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(cursor);
      return;
    }
    const next = moveCursor(cursor, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setCursor(next);
  };

  return (
    <div className="praktijk-picked-calendar" role="group" aria-label={ariaLabel}>
      <div className="praktijk-picked-calendar-header">
        <Button variant="icon" iconName="angle-left" ariaLabel="Previous month" formAction="none" onClick={() => setCursor(addMonths(cursor, -1))} />
        <div id={titleId} className="praktijk-picked-calendar-title" aria-live="polite">
          {monthTitle(month)}
        </div>
        <Button variant="icon" iconName="angle-right" ariaLabel="Next month" formAction="none" onClick={() => setCursor(addMonths(cursor, 1))} />
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} aria-multiselectable="true" className="praktijk-picked-calendar-grid">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeksOf(month).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <td
                  key={date}
                  data-date={date}
                  tabIndex={date === cursor ? 0 : -1}
                  aria-selected={picked.includes(date)}
                  aria-current={date === today ? 'date' : undefined}
                  className={monthOf(date) === month ? undefined : 'praktijk-picked-calendar-other-month'}
                  onClick={() => {
                    setCursor(date);
                    onToggle(date);
                  }}
                >
                  <span aria-hidden="true">{Number(date.slice(8))}</span>
                  <span className="praktijk-attest-sr-only">{dayName(date)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
