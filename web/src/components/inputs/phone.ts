import { PHONE } from '@praktijk/shared/constants';

// Surinamese numbers (shared PHONE rule): the +597 country code and 6 to 8 digits. The field
// shows the code as a fixed prefix; the value passed around is the whole number, '+5978123456'.

/** The subscriber digits of a stored number ('+597 812-3456' -> '8123456'). */
export function phoneDigits(value: string): string {
  const trimmed = value.trim();
  const withoutCode = trimmed.startsWith(PHONE.countryCode) ? trimmed.slice(PHONE.countryCode.length) : trimmed;
  return withoutCode.replace(/\D/g, '').slice(0, PHONE.maxDigits);
}

/** The value to store for typed digits; '' when nothing was typed, so an empty field stays empty. */
export function phoneValue(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, PHONE.maxDigits);
  return digits ? `${PHONE.countryCode}${digits}` : '';
}

/** Why a stored number is not acceptable, or undefined when it is (an empty one is acceptable). */
export function phoneError(value: string): string | undefined {
  if (!value) return undefined;
  const digits = phoneDigits(value);
  if (digits.length < PHONE.minDigits || digits.length > PHONE.maxDigits) {
    return `Enter ${PHONE.minDigits} to ${PHONE.maxDigits} digits after ${PHONE.countryCode}.`;
  }
  return undefined;
}

/** How a stored number reads as text: '+597 8123456', '' for none. */
export function phoneText(value: string): string {
  const digits = phoneDigits(value);
  return digits ? `${PHONE.countryCode} ${digits}` : '';
}
