import { CLINICAL_LOG_MODELS } from '@praktijk/shared/record-kinds';
import { auditPut, auditUserName, diffFields, LOG_TYPES, type LogType } from '../../lib/data/audit';
import { tableName } from '../../lib/data/client';
import { lockValues, newConsistencyToken } from '../../lib/data/consistency';
import { type TenantData } from '../../lib/data/tenant-data';
import { transact, type Guarded, type TransactItem } from '../../lib/data/transact';
import { type AuditSubject } from '../../lib/data/write';
import { type Actor } from '../../records/records';
import { type StoredEpisode } from './items';

// Writes of an episode. Each is an UpdateItem of the changed attributes only (never a Put of the
// whole item read before), so writes that touch different attributes cannot undo each other: a
// drag's sort_order survives a rename saved at the same moment. Every one is conditioned on the
// episode still being there and not merged away, and is audited under its patient.
export const EPISODE_MODEL = CLINICAL_LOG_MODELS.find((m) => m.model === 'episode')!.model;

export type EpisodeChanges = Partial<Pick<StoredEpisode, 'name' | 'icpc_id' | 'active' | 'end' | 'bookmarked' | 'sort_order' | 'merged_ids' | 'merged_into'>>;

export interface EpisodeUpdateOptions {
  /** The token the caller read: the write answers 409 when the episode changed since. */
  expectedToken?: string;
  /** A new consistency_token (default). The order of a drag does not take one (sort.ts says why). */
  bumpToken?: boolean;
  /** More to hold of the episode at the time of the write (a merge: the patient, still active). */
  condition?: { expression: string; values: Record<string, unknown> };
}

const NOT_MERGED = 'attribute_exists(PK) AND attribute_not_exists(merged_into)';

/** The UpdateItem of an episode's changed attributes; `token` is the new consistency_token, if one. */
export function episodeUpdate(
  data: TenantData,
  id: string,
  changes: EpisodeChanges & { consistency_token?: string },
  options: EpisodeUpdateOptions = {},
): { item: TransactItem; token?: string } {
  const token = options.bumpToken === false ? undefined : newConsistencyToken();
  const set = Object.entries({ ...changes, ...(token ? { consistency_token: token } : {}) }).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(set.map(([field], i) => [`#f${i}`, field]));
  const values: Record<string, unknown> = Object.fromEntries(set.map(([, value], i) => [`:v${i}`, value]));
  const conditions = [NOT_MERGED];
  if (options.expectedToken !== undefined) {
    conditions.push('consistency_token = :expected_token');
    Object.assign(values, lockValues(options.expectedToken));
  }
  if (options.condition) {
    conditions.push(options.condition.expression);
    Object.assign(values, options.condition.values);
  }
  const item: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: data.keys.episode(id),
      UpdateExpression: `SET ${set.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      // A failed condition with the item present is a 409, without it a 404 (consistency.ts).
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
  return { item, token };
}

export function episodeAuditSubject(actor: Actor, episode: Pick<StoredEpisode, 'id' | 'patient_id'>): AuditSubject {
  return {
    tenantId: actor.tenantId,
    subjectId: episode.patient_id,
    model: EPISODE_MODEL,
    objectId: episode.id,
    userId: actor.userId,
    username: actor.user.email,
    userName: auditUserName(actor.user),
  };
}

/** The audit Put of a change from `before` to `after`; none when nothing a person sees changed. */
export function episodeAudit(actor: Actor, before: StoredEpisode | undefined, after: StoredEpisode, logType: LogType = LOG_TYPES.changed): TransactItem[] {
  const fields = (e: StoredEpisode | undefined) => e as Record<string, unknown> | undefined;
  const changes = diffFields(fields(before), fields(after));
  if (before && !changes.length) return [];
  return [auditPut({ ...episodeAuditSubject(actor, after), logType, changes })];
}

/** One episode's change and its audit entry, in one transaction; answers the episode as written. */
export async function changeEpisode(
  actor: Actor,
  data: TenantData,
  before: StoredEpisode,
  changes: EpisodeChanges,
  options: EpisodeUpdateOptions = {},
  also: readonly (TransactItem | Guarded)[] = [],
): Promise<StoredEpisode> {
  const { item, token } = episodeUpdate(data, before.id, changes, options);
  const after: StoredEpisode = { ...before, ...changes, consistency_token: token ?? before.consistency_token };
  await transact([item, ...also, ...episodeAudit(actor, before, after)]);
  return after;
}
