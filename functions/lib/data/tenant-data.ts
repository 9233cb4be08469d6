import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { stripStorage } from './items';
import { keys, tenantPk } from './keys';
import { queryAll } from './query';
import { transact } from './transact';

// The data access of one practice (the Medplum pattern): the request context carries one, bound
// to the caller's tenant, so an operation never hands a tenant id to a key builder and cannot
// reach another practice's items by forgetting to.
const TENANT_KEYS = [
  'user',
  'userActivity',
  'role',
  'consultReasonType',
  'patient',
  'patientRecord',
  'patientRecordsPk',
  'recordGuard',
  'patientRecordCount',
  'counters',
  'patientImportsOfUser',
  'job',
  'employer',
  'practiceTemplate',
  'practiceTemplateName',
  'catalogueDefaults',
  'auditPk',
  'auditByModelPk',
  'consultation',
  'consultationsOfPatientPk',
  'consultationsOfPractitionerPk',
  'practitionerDay',
  'blockedTime',
  'blockedTimesOfPractitionerPk',
  'calendarConfig',
  'calendarSettings',
  'decursus',
  'decursusOfPatientPk',
  'decursusOfEpisodePk',
  'episode',
  'episodesOfPatientPk',
] as const;
type TenantKeyName = (typeof TENANT_KEYS)[number];
type WithoutTenant<F> = F extends (tenantId: string, ...rest: infer A) => infer R ? (...rest: A) => R : never;
export type TenantKeys = { [K in TenantKeyName]: WithoutTenant<(typeof keys)[K]> };

export interface TenantData {
  readonly tenantId: string;
  readonly keys: TenantKeys;
  /** One item by key, without its storage attributes; undefined when absent. */
  get<T>(key: { PK: string; SK: string }): Promise<T | undefined>;
  /** Every item of an index partition (GSI1), newest first, without storage attributes; for small per-patient lists. */
  listIndex<T>(gsi1pk: string): Promise<T[]>;
  transact: typeof transact;
}

function bindKeys(tenantId: string): TenantKeys {
  const bound =
    (name: TenantKeyName) =>
    (...rest: unknown[]) =>
      (keys[name] as (tenantId: string, ...rest: unknown[]) => unknown)(tenantId, ...rest);
  return Object.fromEntries(TENANT_KEYS.map((name) => [name, bound(name)])) as unknown as TenantKeys;
}

/** A partition key of this practice: T#<tenant> itself or T#<tenant>#... (never a prefix of another tenant's id). */
function assertOwn(tenantId: string, partition: string): void {
  const own = tenantPk(tenantId);
  if (partition !== own && !partition.startsWith(`${own}#`)) throw new Error('A tenant-bound read was given another partition');
}

export function tenantData(tenantId: string): TenantData {
  const boundKeys = bindKeys(tenantId);
  return {
    tenantId,
    keys: boundKeys,
    async get<T>(key: { PK: string; SK: string }) {
      assertOwn(tenantId, key.PK);
      const out = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
      return out.Item ? stripStorage<T>(out.Item) : undefined;
    },
    async listIndex<T>(gsi1pk: string) {
      assertOwn(tenantId, gsi1pk);
      const items = await queryAll({
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ScanIndexForward: false,
      });
      return items.map((i) => stripStorage<T>(i));
    },
    transact,
  };
}
