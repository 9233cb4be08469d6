import { LOG_MODELS, relationKind } from '@praktijk/shared/record-kinds';
import { fieldLabel } from '@praktijk/shared/schemas/field-labels';
import { type RequestContext } from '../../lib/auth/context';
import { type AuditLogEntry, listAuditLog } from '../../lib/data/audit-log';
import { stripStorage, userProfileItemSchema } from '../../lib/data/items';
import { readItems } from '../../lib/data/read-item';
import { batchGet } from '../../lib/data/query';
import { displayName } from '../../lib/data/users';
import { type Input } from '../../lib/http/types';
import { fullName, readPatientItem } from '../domain/summary';
import { existingPatient } from '../domain/repository';

// Manage > Logs (spec 3 §2): the audit entries every write under the patient made; the models
// the filter offers are the patient and the record kinds' declarations. Each page says who wrote
// (the name recorded with the entry, else the user's profile) and names the patients its entries
// hold by id (a relation's other patient), read in two batch gets, and how many entries the log
// holds (the footer's 'of Z', issue 21 §8: counting the page's rows said '1 to 10 of 10' before a next page),
// counted up to a bound (audit-log.ts): beyond it 'of 200+'.
export const LOG_TYPES = LOG_MODELS;

/** The other patient's id a field of an entry's changes holds (fields labelled `patient`). */
function patientIdsIn(entry: AuditLogEntry): string[] {
  return entry.changes
    .filter((change) => fieldLabel(entry.model_name, change.field).patient)
    .flatMap((change) => [change.old, change.new])
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The related patient of each relation entry: from its own changes (create, delete), else from the stored relation. */
async function relatedPatients(ctx: RequestContext, entries: AuditLogEntry[]): Promise<Map<string, string>> {
  const related = new Map<string, string>();
  for (const entry of entries) {
    const id = entry.model_name === relationKind.model ? patientIdsIn(entry)[0] : undefined;
    if (id) related.set(entry.object_id, id);
  }
  const unknown = [...new Set(entries.filter((e) => e.model_name === relationKind.model && !related.has(e.object_id)).map((e) => e.object_id))];
  const stored = await batchGet(unknown.map((id) => ctx.data.keys.patientRecord(relationKind.prefix, id)));
  for (const item of stored) if (typeof item.to_patient === 'string') related.set(item.id as string, item.to_patient);
  return related;
}

async function patientNames(ctx: RequestContext, ids: string[]): Promise<Record<string, string>> {
  const patients = (await batchGet([...new Set(ids)].map((id) => ctx.data.keys.patient(id)))).map((item) => readPatientItem(stripStorage(item)));
  return Object.fromEntries(patients.map((p) => [p.id, fullName(p)]));
}

/** Names of the users of entries that recorded none (written before names were kept): their profile now, else the sign-in name. */
async function userNames(ctx: RequestContext, entries: AuditLogEntry[]): Promise<Map<string, string>> {
  const ids = [...new Set(entries.filter((e) => !e.user_name).map((e) => e.user_id))];
  const profiles = readItems('user', userProfileItemSchema, await batchGet(ids.map((id) => ctx.data.keys.user(id))));
  return new Map(profiles.map((p) => [p.id, displayName(p)]));
}

export async function listLogs({ params, query }: Input<'listLogs'>, ctx: RequestContext) {
  const patient = await existingPatient(ctx, params.id);
  const log = { tenantId: ctx.tenantId, subjectId: patient.id, model: query.model || undefined };
  const page = await listAuditLog({ ...log, limit: query.limit, cursor: query.cursor });
  const [related, users] = await Promise.all([relatedPatients(ctx, page.results), userNames(ctx, page.results)]);
  const names = await patientNames(ctx, [...related.values(), ...page.results.flatMap(patientIdsIn)]);
  names[patient.id] = fullName(patient);
  const results = page.results.map(({ user_id, user_name, ...entry }) => {
    const relatedId = related.get(entry.object_id);
    const objectName = entry.model_name === 'patient' ? fullName(patient) : relatedId ? (names[relatedId] ?? null) : null;
    return { ...entry, user_name: user_name || users.get(user_id) || entry.username, object_name: objectName };
  });
  return { results, count: page.count, ...(page.count_at_least ? { count_at_least: true } : {}), next: page.next, patient_names: names };
}

export async function listLogTypes({ params }: Input<'listLogTypes'>, ctx: RequestContext) {
  await existingPatient(ctx, params.id);
  return [...LOG_TYPES];
}

export async function listAllLogTypes() {
  return [...LOG_TYPES];
}
