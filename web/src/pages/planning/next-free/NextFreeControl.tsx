import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { todayIso } from '@praktijk/shared/dates';
import { useState } from 'react';
import { callApi } from '../../../api';
import { lengthText } from '../booking/booking-form';
import { refusalText } from '../planning-writes';
import { DEFAULT_NEXT_FREE_LENGTH, type FreeSlot, freeSlotOf, NEXT_FREE_LENGTHS, nextFreeText, searchAfter } from './next-free';

const OPTIONS = NEXT_FREE_LENGTHS.map((minutes) => ({ value: String(minutes), label: lengthText(minutes) }));

/**
 * Next free slot (issue 11.1): a length, then the server's first free start of the practitioner
 * from now (or from the first day shown when it lies ahead). The answer says when, shows that day
 * and offers to book it; 'none found' is said as such.
 */
export function NextFreeControl({
  username,
  day,
  canBook,
  onFound,
  onBook,
}: {
  username: string;
  day: string;
  canBook: boolean;
  onFound(slot: FreeSlot): void;
  onBook(slot: FreeSlot): void;
}) {
  const [minutes, setMinutes] = useState<number>(DEFAULT_NEXT_FREE_LENGTH);
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
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <div style={{ width: 130 }}>
        <Select
          ariaLabel="Length of the free time"
          selectedOption={OPTIONS.find((o) => o.value === String(minutes)) ?? null}
          options={OPTIONS}
          onChange={({ detail }) => setMinutes(Number(detail.selectedOption.value))}
          data-testid="next-free-length"
        />
      </div>
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
