import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { newBlockedValues } from '@/features/planning/blocked/blocked-form';
import { firstSlotOf, openingSlot } from '@/features/planning/next-free/opening-slot';
import { type PlanningDialog } from '@/features/planning/PlanningDialogs';

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
  // Their own row: a fragment inside the caller's SpaceBetween is one child, and the two touched.
  return (
    <SpaceBetween direction="horizontal" size="xs">
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
    </SpaceBetween>
  );
}
