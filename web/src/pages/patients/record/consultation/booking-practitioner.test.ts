import { type Practitioner } from '@praktijk/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { bookingPractitioner } from './booking-practitioner';

const doctor = (id: string) => ({ id, username: `${id}@praktijk.test`, name: `Dr. ${id}` }) as unknown as Practitioner;
const team = [doctor('ramdin'), doctor('kartosen')];

describe('bookingPractitioner', () => {
  it("opens on the signed-in practitioner's own calendar first", () => {
    expect(bookingPractitioner(team, 'kartosen', 'ramdin')?.id).toBe('kartosen');
  });
  it("else on the patient's primary physician, else the first practitioner", () => {
    expect(bookingPractitioner(team, 'receptionist', 'kartosen')?.id).toBe('kartosen');
    expect(bookingPractitioner(team, 'receptionist', null)?.id).toBe('ramdin');
    expect(bookingPractitioner(team, 'receptionist', 'left-the-practice')?.id).toBe('ramdin');
    expect(bookingPractitioner([], 'receptionist', null)).toBeUndefined();
  });
});
