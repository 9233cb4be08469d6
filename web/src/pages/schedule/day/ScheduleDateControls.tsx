import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isIsoDate, todayIso } from '@praktijk/shared/dates';
import { nextDay } from '@praktijk/shared/practice-clock';
import { useState } from 'react';
import { DateField } from '@/components/dates/DateField';

/**
 * The schedule's day: previous and next day, the date typed as DD-MM-YYYY or picked from a
 * Monday-first calendar, and Today. What is typed counts once it is a whole date.
 */
export function ScheduleDateControls({ date, onChange }: { date: string; onChange(date: string): void }) {
  const [draft, setDraft] = useState(date);
  const [shown, setShown] = useState(date);
  // A day chosen with the buttons replaces what is typed.
  if (date !== shown) {
    setShown(date);
    setDraft(date);
  }
  const today = todayIso();
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button iconName="angle-left" variant="icon" ariaLabel="Previous day" onClick={() => onChange(nextDay(date, -1))} data-testid="schedule-previous-day" />
      <div style={{ width: 180 }}>
        <DateField
          value={draft}
          ariaLabel="Schedule date"
          calendarLabel="Choose the schedule's date"
          invalid={draft !== '' && !isIsoDate(draft)}
          onChange={(value) => {
            setDraft(value);
            if (isIsoDate(value)) onChange(value);
          }}
        />
      </div>
      <Button iconName="angle-right" variant="icon" ariaLabel="Next day" onClick={() => onChange(nextDay(date))} data-testid="schedule-next-day" />
      <Button disabled={date === today} onClick={() => onChange(today)} data-testid="schedule-today">
        Today
      </Button>
    </SpaceBetween>
  );
}
