// Numbers as the specs type them (spec 2 §5): a comma is taken as the decimal point, and nothing
// else of what was typed changes. A field's rule (0 decimals for 'numeric', 2 for 'measurement' and
// 'double', 3 for 'strength') is checked by its record kind's schema in shared/, which names what
// is wrong ('The dosage amount field must be a number with one or two decimal places') instead of
// the field silently dropping a digit or a point (0.125 is not quietly 0.12, 2.5 not 25).

/** The typed text as the field shows and keeps it: commas become points, nothing else changes. */
export function numericInput(raw: string): string {
  return raw.replace(/,/g, '.');
}

/** Whether the text is a whole number or one with 1 to `maxDecimals` decimals. */
export function isNumberWithDecimals(text: string, maxDecimals: number): boolean {
  const pattern = maxDecimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${maxDecimals}})?$`);
  return pattern.test(text);
}
