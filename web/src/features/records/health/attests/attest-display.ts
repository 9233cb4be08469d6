import { isoToDisplay } from '@praktijk/shared/dates';
import { type attestKind } from '@praktijk/shared/record-kinds';
import { type z } from 'zod';

// How an attest reads in the list (spec 2 §2 "Attests", §3 "Attest" display).

export type Attest = z.output<typeof attestKind.schemas.record>;

/** attest_date is the practice's wall clock 'YYYY-MM-DDTHH:mm': '2025-03-01T08:15' -> '01-03-2025 08:15'. */
export function attestDateTime(attestDate: string): string {
  const time = attestDate.slice(11, 16);
  return `${isoToDisplay(attestDate.slice(0, 10))}${time ? ` ${time}` : ''}`;
}

export type AttestDetails = { kind: 'dates'; dates: string[] } | { kind: 'range'; text: string } | { kind: 'none' };

/** The details row: the picked dates (DD-MM-YYYY), or the from-until range, or nothing ('n/a'; an attest that counts days). */
export function attestDetails(attest: Pick<Attest, 'dates' | 'from_date' | 'until_date'>): AttestDetails {
  if (attest.dates.length > 0) return { kind: 'dates', dates: attest.dates.map(isoToDisplay) };
  if (attest.from_date && attest.until_date) return { kind: 'range', text: `${isoToDisplay(attest.from_date)} until ${isoToDisplay(attest.until_date)}` };
  return { kind: 'none' };
}

/** Names a row for screen readers: 'attest of 01-03-2025 08:15'. */
export const attestRowLabel = (attest: Pick<Attest, 'attest_date'>) => `attest of ${attestDateTime(attest.attest_date)}`;
