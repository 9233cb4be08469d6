import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { useState } from 'react';
import { callApi } from '@/api';
import { lengthText } from '../booking/booking-form';
import { refusalText } from '../planning-writes';
import { type FreeSlot, freeSlotOf, nextFreeLengths, nextFreeText, searchAfter } from './next-free';

/**
 * Next free slot (issue 11.1): a length (labelled; the practitioner's interval until another is
 * chosen, issue 22 §3), then the server's first free start of the practitioner
 * from now (or from the first day shown when it lies ahead). The answer says when, shows that day
 * and offers to book it; 'none found' is said as such.
 */
export function NextFreeControl({
  username,
  interval,
  day,
  canBook,
  onFound,
  onBook,
}: {
  username: string;
  /** The practitioner's calendar interval in minutes: the default length. */
  interval: number;
  day: string;
  canBook: boolean;
  onFound(slot: FreeSlot): void;
  onBook(slot: FreeSlot): void;
}) {
  // Null until chosen: the default follows the interval once the practitioner's config has loaded.
  const [chosen, setChosen] = useState<number | null>(null);
  const minutes = chosen ?? interval;
  const options = nextFreeLengths(interval).map((length) => ({ value: String(length), label: lengthText(length) }));
  const [answer, setAnswer] = useState<{ slot: FreeSlot | null; minutes: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    setSearching(true);
    setError(null);
    try {
      const after = searchAfter(day, todayIso());
      const found = await callApi('getSlots', { query: { practitioner: username, next_free: 'true', minutes, ...(after ? { after } : {}) } });
      const slot = freeSlotOf(found);
      setAnswer({ slot, minutes });
      if (slot) onFound(slot);
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setSearching(false);
    }
  };

  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="end">
      <FormField label="Length">
        <div style={{ width: 130 }}>
          <Select
            selectedOption={options.find((o) => o.value === String(minutes)) ?? null}
            options={options}
            onChange={({ detail }) => setChosen(Number(detail.selectedOption.value))}
            data-testid="next-free-length"
          />
        </div>
      </FormField>
      <Button onClick={() => void search()} loading={searching} data-testid="next-free">
        Next free slot
      </Button>
      <Box variant="span" data-testid="next-free-answer" aria-live="polite">
        {error ?? (answer ? nextFreeText(answer.slot, answer.minutes) : '')}
      </Box>
      {answer?.slot && canBook && (
        <Button variant="inline-link" onClick={() => answer.slot && onBook(answer.slot)} data-testid="next-free-book">
          Book it
        </Button>
      )}
    </SpaceBetween>
  );
}
