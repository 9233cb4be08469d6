import { type Practitioner } from '@praktijk/shared/schemas/calendar';

/**
 * Whose calendar Book appointment opens on: the signed-in practitioner's own (a physician booking a
 * follow-up), else the patient's primary physician, else the practice's first practitioner. The
 * dialog lets reception choose another.
 */
export function bookingPractitioner(
  practitioners: readonly Practitioner[],
  userId: string,
  primaryPhysicianId: string | null | undefined,
): Practitioner | undefined {
  return practitioners.find((p) => p.id === userId) ?? practitioners.find((p) => p.id === primaryPhysicianId) ?? practitioners[0];
}
