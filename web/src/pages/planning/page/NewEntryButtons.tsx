import Button from '@cloudscape-design/components/button';
import { todayIso } from '@praktijk/shared/dates';
import { useState } from 'react';
import { callApi } from '../../../api';
import { newBlockedValues } from '../blocked/blocked-form';
import { wallDateOf } from '../calendar/wall-clock';
import { freeSlotOf, type FreeSlot, searchAfter } from '../next-free/next-free';
import { type PlanningDialog } from '../PlanningDialogs';

/** A slot of `minutes` from the day's first hour of the calendar. */
function firstSlotOf(day: string, min: string, minutes: number) {
  const start = wallDateOf(`${day}T${min}`);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/**
 * Where New booking opens (issue 22 §3): the practitioner's next free slot of one interval, from
 * now when today (or a day gone) is shown, from the shown day's start when it lies ahead, not at
 * 07:30 of a day already half gone. Without an answer (none free in the search's window, or the
 * server unreachable) the day's first slot, as before; the dialog changes either.
 */
async function openingSlot(username: string, day: string, hours: { min: string; interval: number }): Promise<FreeSlot> {
  try {
    const after = searchAfter(day, todayIso());
    const found = await callApi('getSlots', { query: { practitioner: username, next_free: 'true', minutes: hours.interval, ...(after ? { after } : {}) } });
    return freeSlotOf(found) ?? firstSlotOf(day, hours.min, hours.interval);
  } catch {
    return firstSlotOf(day, hours.min, hours.interval);
  }
}

/**
 * New booking and Block time in a planning toolbar, for those who may: the keyboard's way to what
 * a click on the grid does. A booking opens on the practitioner's next free slot (openingSlot), a
 * blocked time at the day's first hour of the calendar, for the practitioner given.
 */
export function NewEntryButtons({
  day,
  hours,
  practitioner,
  canBook,
  canMove,
  onDialog,
}: {
  day: string;
  hours: { min: string; interval: number };
  practitioner: { id: string; username: string };
  canBook: boolean;
  canMove: boolean;
  onDialog(dialog: PlanningDialog): void;
}) {
  const [opening, setOpening] = useState(false);
  const book = async () => {
    setOpening(true);
    const slot = await openingSlot(practitioner.username, day, hours);
    setOpening(false);
    onDialog({ kind: 'book', slot, practitionerId: practitioner.id });
  };
  return (
    <>
      {canBook && (
        <Button iconName="add-plus" loading={opening} onClick={() => void book()} data-testid="calendar-new-booking">
          New booking
        </Button>
      )}
      {canMove && (
        <Button
          onClick={() => onDialog({ kind: 'block', target: { kind: 'new', values: newBlockedValues(firstSlotOf(day, hours.min, 60), practitioner.id) } })}
          data-testid="calendar-block-time"
        >
          Block time
        </Button>
      )}
    </>
  );
}
