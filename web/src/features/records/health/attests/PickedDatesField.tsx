import Box from '@cloudscape-design/components/box';
import TokenGroup from '@cloudscape-design/components/token-group';
import { isoToDisplay } from '@praktijk/shared/dates';
import { BoundField } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { type AttestFormValues, toggleDate } from './attest-form';
import { PickedDatesCalendar } from './PickedDatesCalendar';

/**
 * The attest's picked days (spec 2 §4): choosing a day on the calendar (click, or arrows and
 * Enter) toggles it in the list, also shown beside it as tokens that can be removed one by one.
 */
export function PickedDatesField({ form }: { form: LockedForm<AttestFormValues> }) {
  const dates = form.values.dates;
  const tokens = dates.map((date) => ({ label: isoToDisplay(date), dismissLabel: `Remove ${isoToDisplay(date)}` }));
  return (
    <BoundField
      form={form}
      name="dates"
      label="Dates"
      description="Choose a day to add it to the attest; choose it again to take it off."
      display={tokens.map((t) => t.label).join(', ')}
    >
      <div className="praktijk-attest-dates" data-testid="attest-dates">
        <PickedDatesCalendar picked={dates} onToggle={(date) => form.setValue('dates', toggleDate(dates, date))} ariaLabel="Attest dates" />
        <div className="praktijk-attest-dates-picked">
          <Box variant="h4" tagOverride="p" margin={{ bottom: 'xs' }} nativeAttributes={{ 'aria-live': 'polite' }}>
            {dates.length === 0 ? 'No dates picked' : `${dates.length} ${dates.length === 1 ? 'date' : 'dates'} picked`}
          </Box>
          <TokenGroup
            items={tokens}
            onDismiss={({ detail }) =>
              form.setValue(
                'dates',
                dates.filter((_, i) => i !== detail.itemIndex),
              )
            }
            alignment="vertical"
            disableOuterPadding
            data-testid="attest-dates-picked"
          />
        </div>
      </div>
    </BoundField>
  );
}
