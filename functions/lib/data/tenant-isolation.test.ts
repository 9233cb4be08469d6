import { describe, expect, it } from 'vitest';
import { objectKeys } from '../files/s3';
import { keys, tenantPk } from './keys';
import { CATALOGUE_LEADING_KEYS, CONNECTION_POINTER_LEADING_KEYS, connectionLeadingKeys, tenantLeadingKeys, tenantObjectKeys } from './tenant-isolation';

// IAM's StringLike: * any run of characters, ? one character, everything else literal.
function like(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(value);
}
const matchesAny = (patterns: string[], value: string) => patterns.some((p) => like(p, value));

const TENANT = 'demo';
const OTHER = 'demo2';
const ARGS = ['01JABCDEF', 'PREFIX', 'rule', ['v1', 'v2']] as const;

// Every partition key (PK, GSI1PK, GSI2PK) or partition-key string a key builder returns.
function partitionsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([name]) => name === 'PK' || /^GSI\dPK$/.test(name))
    .map(([, v]) => String(v));
}

type Builder = (...args: unknown[]) => unknown;
const builders = Object.entries(keys as Record<string, unknown>).filter((entry): entry is [string, Builder] => typeof entry[1] === 'function');
// Global by nature and used by no REST function: the practice code directory and the list of all
// practices (provisioning, the jobs' per-practice fan-out) and the WebSocket connection pointer
// ($disconnect knows only the connection id). All hold ids only. A new key family fails this test
// until it is placed in one of the groups.
const GLOBAL = new Set(['practiceSlug', 'practiceDirectory', 'connectionPointer']);
const CATALOGUE = new Set(builders.map(([name]) => name).filter((name) => name.startsWith('catalogue') && name !== 'catalogueDefaults'));
CATALOGUE.add('cataloguesLoaded');

describe('the key design against the tenant-access policy', () => {
  it.each(builders.filter(([name]) => !GLOBAL.has(name) && !CATALOGUE.has(name)))(
    "%s: every partition key (table and GSI) is the practice's own and no other practice's",
    (_, build) => {
      const built = build(TENANT, ...ARGS);
      const partitions = partitionsOf(built);
      expect(partitions.length).toBeGreaterThan(0);
      for (const pk of partitions) {
        expect(matchesAny(tenantLeadingKeys(TENANT), pk), pk).toBe(true);
        expect(matchesAny(tenantLeadingKeys(OTHER), pk), pk).toBe(false);
        expect(matchesAny(CATALOGUE_LEADING_KEYS, pk), pk).toBe(false);
      }
    },
  );

  it.each([...CATALOGUE])('%s: a global catalogue key, readable under CAT#*', (name) => {
    const build = keys[name as keyof typeof keys] as Builder;
    for (const pk of partitionsOf(build('icpc', 'A01'))) {
      expect(matchesAny(CATALOGUE_LEADING_KEYS, pk), pk).toBe(true);
      expect(matchesAny(tenantLeadingKeys(TENANT), pk), pk).toBe(false);
    }
  });

  it('leaves exactly the practice directories and the connection pointer outside both', () => {
    for (const name of GLOBAL) {
      const build = keys[name as keyof typeof keys] as Builder;
      for (const pk of partitionsOf(build('x'))) expect(matchesAny([...tenantLeadingKeys(TENANT), ...CATALOGUE_LEADING_KEYS], pk)).toBe(false);
    }
  });

  it('never lets a tenant id match a longer one', () => {
    expect(matchesAny(tenantLeadingKeys('demo'), tenantPk('demo2'))).toBe(false);
    expect(matchesAny(tenantLeadingKeys('demo'), `${tenantPk('demo2')}#PATIENTS`)).toBe(false);
  });

  it("keeps every object key under the practice's prefix", () => {
    for (const [name, build] of Object.entries(objectKeys)) {
      const key = (build as (...args: string[]) => string)(TENANT, 'id1', 'id2');
      expect(like(tenantObjectKeys(TENANT), key), name).toBe(true);
      expect(like(tenantObjectKeys(OTHER), key), name).toBe(false);
    }
  });
});

describe("the realtime handlers' connection keys", () => {
  const connectionPatterns = [connectionLeadingKeys('*'), ...CONNECTION_POINTER_LEADING_KEYS];
  const CONNECTION_KEYS = new Set(['connection', 'connectionsOfTenantPk', 'connectionPointer']);

  it.each(builders)('%s: reachable by $disconnect only if it is a connection item or pointer', (name, build) => {
    // Table partition keys (and partition-key strings, conservatively): $disconnect gets and deletes by primary key.
    const built = build(TENANT, ...ARGS);
    const pk = typeof built === 'string' ? built : (built as { PK?: string }).PK;
    if (pk === undefined) return;
    expect(matchesAny(connectionPatterns, pk), pk).toBe(CONNECTION_KEYS.has(name));
  });

  it("lets $connect write only its own practice's connection list", () => {
    expect(matchesAny([connectionLeadingKeys(TENANT)], keys.connection(TENANT, 'c1').PK)).toBe(true);
    expect(matchesAny([connectionLeadingKeys(TENANT)], keys.connection(OTHER, 'c1').PK)).toBe(false);
    expect(matchesAny([connectionLeadingKeys(TENANT)], keys.patient(TENANT, 'p1').PK)).toBe(false);
  });
});
