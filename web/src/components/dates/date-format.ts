// The DD-MM-YYYY input mask. Every other date rule (formats, parsing, the practice's clock) lives
// once in @praktijk/shared/dates.

/**
 * The input mask: keeps up to 8 digits and puts the dashes in as the user types
 * ('3101' -> '31-01', '31012025' -> '31-01-2025'). A dash typed after one digit pads it, so
 * '3-' becomes '03-' as people write dates by hand.
 */
export function maskDateInput(raw: string): string {
  const padded = raw.replace(/^(\d)-/, '0$1-').replace(/^(\d{2})-(\d)-/, '$1-0$2-');
  const digits = padded.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('-');
}
