import { DEFAULT_CALENDAR_CONFIG, type Practitioner } from '@praktijk/shared/schemas/calendar';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../calendar/usePlanningData';
import { type BookingConfig } from './booking-form';

/** The chosen practitioner's username and calendar hours (the defaults until their config is known). */
export function useBookingConfig(practitioners: readonly Practitioner[], practitionerId: string): { username: string | undefined; config: BookingConfig } {
  const username = practitioners.find((p) => p.id === practitionerId)?.username;
  const config = useQuery({ ...configQuery(username ?? ''), enabled: Boolean(username) });
  return { username, config: config.data ?? DEFAULT_CALENDAR_CONFIG };
}
