// The single table's shape, declared once: the CDK data stack and the twin's table creation both
// read it, so the keys and indexes that run locally are the ones deployed.
export const TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expires_at',
} as const;

export const GLOBAL_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
] as const;
export type GlobalIndexName = (typeof GLOBAL_INDEXES)[number]['indexName'];

export const ALL_KEY_ATTRIBUTES = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...GLOBAL_INDEXES.flatMap((g) => [g.partitionKey, g.sortKey])] as const;
