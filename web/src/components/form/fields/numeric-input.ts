// Numbers as the specs type them (spec 2 §5): a comma is taken as the decimal point, and a field
// allows a fixed number of decimals (0 for the 'numeric' rule, 2 for 'measurement' and 'double',
// 3 for 'strength'). Which rule a field has is part of its record kind's schema in shared/.

/** The typed text, cleaned as the user types: digits, one decimal point, at most `maxDecimals` after it. */
export function numericInput(raw: string, maxDecimals: number): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = text.split('.');
  if (maxDecimals === 0 || rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, maxDecimals)}`;
}

/** Whether the text is a whole number or one with 1 to `maxDecimals` decimals. */
export function isNumberWithDecimals(text: string, maxDecimals: number): boolean {
  const pattern = maxDecimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${maxDecimals}})?$`);
  return pattern.test(text);
}
