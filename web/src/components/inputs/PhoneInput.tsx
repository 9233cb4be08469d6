import Input from '@cloudscape-design/components/input';
import { PHONE } from '@praktijk/shared/constants';
import { phoneDigits, phoneValue } from './phone';

export interface PhoneInputProps {
  /** The whole number, '+5978123456', or '' for none. */
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
  /** Overrides the label a surrounding FormField gives (a row of a list names itself). */
  ariaLabelledby?: string;
  ariaRequired?: boolean;
  controlId?: string;
}

/** A phone number with the fixed +597 prefix; only digits can be typed, at most 8. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode="tel"
      prefix={PHONE.countryCode}
      value={phoneDigits(value)}
      placeholder={rest.readOnly ? undefined : '0'.repeat(PHONE.minDigits)}
      onChange={({ detail }) => onChange(phoneValue(detail.value))}
    />
  );
}
