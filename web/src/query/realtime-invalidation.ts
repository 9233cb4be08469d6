import { type QueryKey } from '@tanstack/react-query';
import { type RealtimeType } from '@praktijk/shared/constants';
import { type RealtimePayload } from '../realtime/bus';
import { type ApiOperation, queryKeyOf } from './api-query';

// The one place where the server's realtime messages meet the cache (DESIGN §7, §10): each
// message makes stale the answers it concerns, and whatever screen shows them fetches again.

/** A practice list, by the name the server's 'catalogue' message uses, and the reads that answer it. */
const CATALOGUE_READS: Readonly<Record<string, readonly ApiOperation[]>> = {
  consult_reason_types: ['listConsultReasonTypes'],
  employers: ['listEmployers'],
};

/** Role permissions changed: the user's own permissions and the permissions screen (spec 1 §4). */
const PERMISSION_READS: readonly ApiOperation[] = ['getCurrentUser', 'listRoles', 'listPermissions'];

/**
 * What a 'planning' message (a booking, move, arrival, treatment, blocked time, settings or config
 * change of a practitioner, issue 11.7) can change: the calendars, the day lists, the schedule,
 * the patients' upcoming consultations, the practitioners' settings, config and on-call. The
 * planning screens' own writes make the same answers stale.
 */
export const PLANNING_READS: readonly ApiOperation[] = [
  'getSlots',
  'practitionerWaitingPatients',
  'practitionerTreatedPatients',
  'practitionerHourlyPatients',
  'administrationWaitingPatients',
  'administrationTreatedPatients',
  'scheduleSidebar',
  'futureConsultations',
  'getCalendarSettings',
  'getCalendarConfig',
  'planningSidebar',
  'getPractitioner',
];

function planningKeys(payload: RealtimePayload): QueryKey[] {
  const keys = PLANNING_READS.map((operation) => queryKeyOf(operation));
  // The consultation itself, where a screen has it open (the physician's, when reception marks arrival).
  const consultation = typeof payload.consultation === 'string' ? payload.consultation : undefined;
  return consultation ? [...keys, queryKeyOf('getConsultation', { params: { id: consultation } })] : keys;
}

export function keysToInvalidate(type: RealtimeType, payload: RealtimePayload): QueryKey[] {
  switch (type) {
    case 'catalogue': {
      const name = typeof payload.name === 'string' ? payload.name : undefined;
      if (!name) return [];
      const reads = CATALOGUE_READS[name];
      // A reference catalogue (GET /api/catalogue/{name}/) by its own name.
      return reads ? reads.map((operation) => queryKeyOf(operation)) : [queryKeyOf('getCatalogue', { params: { name } })];
    }
    case 'permissions':
      return PERMISSION_READS.map((operation) => queryKeyOf(operation));
    case 'planning':
      return planningKeys(payload);
    default:
      // messaging, ... join here with their screens.
      return [];
  }
}

/** The realtime types whose messages concern cached answers. */
export const INVALIDATING_TYPES: readonly RealtimeType[] = ['catalogue', 'permissions', 'planning'];
