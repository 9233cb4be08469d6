import Button from '@cloudscape-design/components/button';
import { newBlockedValues } from '../blocked/blocked-form';
import { wallDateOf } from '../calendar/wall-clock';
import { type PlanningDialog } from '../PlanningDialogs';

/** A slot of `minutes` from the day's first hour of the calendar. */
function firstSlotOf(day: string, min: string, minutes: number) {
  const start = wallDateOf(`${day}T${min}`);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/**
 * New booking and Block time in a planning toolbar, for those who may: the keyboard's way to what
 * a click on the grid does. Both open at the day's first slot of the calendar (a booking one
 * slot long, a blocked time an hour), for the practitioner given; the dialog changes either.
 */
export function NewEntryButtons({
  day,
  hours,
  practitionerId,
  canBook,
  canMove,
  onDialog,
}: {
  day: string;
  hours: { min: string; interval: number };
  practitionerId: string;
  canBook: boolean;
  canMove: boolean;
  onDialog(dialog: PlanningDialog): void;
}) {
  return (
    <>
      {canBook && (
        <Button
          iconName="add-plus"
          onClick={() => onDialog({ kind: 'book', slot: firstSlotOf(day, hours.min, hours.interval), practitionerId })}
          data-testid="calendar-new-booking"
        >
          New booking
        </Button>
      )}
      {canMove && (
        <Button
          onClick={() => onDialog({ kind: 'block', target: { kind: 'new', values: newBlockedValues(firstSlotOf(day, hours.min, 60), practitionerId) } })}
          data-testid="calendar-block-time"
        >
          Block time
        </Button>
      )}
    </>
  );
}
