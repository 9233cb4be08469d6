import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Input from '@cloudscape-design/components/input';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import { LOCALE, WEEK_STARTS_ON } from '@praktijk/shared/constants';
import { displayToIso, isIsoDate, isoToDisplay } from '@praktijk/shared/dates';
import { useRef, useState } from 'react';
import { maskDateInput } from './date-format';

// A DD-MM-YYYY date input with a mask and a calendar. Cloudscape's DatePicker and DateInput only
// edit YYYY-MM-DD or YYYY/MM/DD, so this combines its Input with its Calendar (nl-NL, Monday
// first) to give the day-month-year typing the practice expects.

export interface DateFieldProps {
  /** ISO YYYY-MM-DD, '' for none, or the text as typed while it is not a complete date. */
  value: string;
  /**
   * Receives the ISO date once the text is a real date, '' when cleared, and otherwise the text
   * as typed, which any ISO-date schema refuses: a half-typed date is never taken for "no date".
   */
  onChange(value: string): void;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
  ariaRequired?: boolean;
  controlId?: string;
  /** Names the calendar button, e.g. 'Choose date of birth'. */
  calendarLabel?: string;
}

function textFor(value: string): string {
  return isIsoDate(value) ? isoToDisplay(value) : value;
}

export function DateField({ value, onChange, readOnly, disabled, invalid, ariaLabel, ariaRequired, controlId, calendarLabel = 'Choose date' }: DateFieldProps) {
  const [text, setText] = useState(() => textFor(value));
  const [shownValue, setShownValue] = useState(value);
  const popover = useRef<PopoverProps.Ref>(null);

  // A new value from outside (a reset, a calendar pick) replaces what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    setText(textFor(value));
  }

  const emit = (next: string) => {
    setShownValue(next);
    onChange(next);
  };

  const type = (raw: string) => {
    const masked = maskDateInput(raw);
    setText(masked);
    emit(masked === '' ? '' : (displayToIso(masked) ?? masked));
  };

  const locked = Boolean(readOnly || disabled);
  const calendar = (
    <Popover
      ref={popover}
      triggerType="custom"
      position="bottom"
      size="medium"
      dismissButton={false}
      content={
        <Calendar
          value={isIsoDate(value) ? value : ''}
          locale={LOCALE}
          startOfWeek={WEEK_STARTS_ON}
          onChange={({ detail }) => {
            setText(isoToDisplay(detail.value));
            emit(detail.value);
            popover.current?.dismiss();
          }}
          i18nStrings={{ todayAriaLabel: 'Today', nextMonthAriaLabel: 'Next month', previousMonthAriaLabel: 'Previous month' }}
        />
      }
    >
      <Button iconName="calendar" ariaLabel={calendarLabel} disabled={locked} formAction="none" />
    </Popover>
  );

  // The button sits beside the input, not in its suffix: a suffix is hidden from screen readers.
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input
          value={text}
          onChange={({ detail }) => type(detail.value)}
          placeholder={readOnly ? undefined : 'DD-MM-YYYY'}
          inputMode="numeric"
          readOnly={readOnly}
          disabled={disabled}
          invalid={invalid}
          ariaLabel={ariaLabel}
          ariaRequired={ariaRequired}
          controlId={controlId}
        />
      </div>
      {!locked && calendar}
    </div>
  );
}
