import { type PlanningMessage } from '@praktijk/shared/schemas/calendar';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { type RealtimeType } from '@praktijk/shared/constants';
import { type RealtimePayload } from '@/realtime/bus';
import { type ApiOperation, queryKeyOf } from './api-query';
import { concerns, type MatchContext, planningChangeOf } from './planning-scope';

// The one place where the server's realtime messages meet the cache (DESIGN §7, §10): each
// message makes stale the answers it concerns, and whatever screen shows them fetches again.
// A 'planning' message says what changed, and only the answers whose key covers it are made
// stale (planning-scope.ts); messages arriving close together make one pass (RealtimeInvalidation).

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
 * planning screens' own writes make the same answers stale; a message without details (an older
 * publisher) makes all of them stale.
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

/** The keys (prefixes) a message without planning details makes stale. */
function broadPlanningKeys(payload: RealtimePayload): QueryKey[] {
  const keys = PLANNING_READS.map((operation) => queryKeyOf(operation));
  // The consultation itself, where a screen has it open (the physician's, when reception marks arrival).
  const consultation = typeof payload.consultation === 'string' ? payload.consultation : undefined;
  return consultation ? [...keys, queryKeyOf('getConsultation', { params: { id: consultation } })] : keys;
}

/** The keys (prefixes) a message makes stale, for the types that name whole answers (catalogue, permissions, a planning message without details). */
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
      return planningChangeOf(payload) ? [] : broadPlanningKeys(payload);
    default:
      // messaging, ... join here with their screens.
      return [];
  }
}

/** The realtime types whose messages concern cached answers. */
export const INVALIDATING_TYPES: readonly RealtimeType[] = ['catalogue', 'permissions', 'planning'];

/** What the messages of one pass make stale: whole keys, and planning changes matched against each key. */
export interface InvalidationPass {
  keys: QueryKey[];
  changes: PlanningMessage[];
}

export const emptyPass = (): InvalidationPass => ({ keys: [], changes: [] });

/** Adds a message to the pass being collected. */
export function addToPass(pass: InvalidationPass, type: RealtimeType, payload: RealtimePayload): InvalidationPass {
  const change = type === 'planning' ? planningChangeOf(payload) : undefined;
  return { keys: [...pass.keys, ...keysToInvalidate(type, payload)], changes: change ? [...pass.changes, change] : pass.changes };
}

/** Whether the pass makes the answer under this key stale. */
export function passConcerns(pass: InvalidationPass, key: QueryKey, context: MatchContext): boolean {
  return pass.keys.some((prefix) => partialMatchKey(key, prefix)) || pass.changes.some((change) => concerns(key, change, context, PLANNING_READS));
}
