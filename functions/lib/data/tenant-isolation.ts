// The key shapes IAM enforces tenant isolation on (the tenant-access roles, infra/constructs/
// tenant-access.ts): declared once beside the key builders so the policy and the keys cannot drift
// apart (tenant-isolation.test.ts checks every key family against these patterns).

/** The session tag a tenant-access session carries: the caller's practice (auth/tenant-credentials.ts). */
export const TENANT_TAG = 'tenant';

/** The IAM policy variable that reads it. */
export const PRINCIPAL_TENANT = `\${aws:PrincipalTag/${TENANT_TAG}}`;

/**
 * Partition keys (table and GSI) a practice may read and write, as IAM StringLike patterns:
 * `T#<tenant>` itself and `T#<tenant>#...`. The `#` after the id keeps `T#demo` from matching `T#demo2...`.
 */
export const tenantLeadingKeys = (tenant: string): string[] => [`T#${tenant}`, `T#${tenant}#*`];

/** Reference catalogues shared by every practice: readable by all, written only by the catalogue loader. */
export const CATALOGUE_LEADING_KEYS = ['CAT#*'];

/** Object keys of a practice in the documents, exports and imports buckets (files/s3.ts objectKeys). */
export const tenantObjectKeys = (tenant: string): string => `tenants/${tenant}/*`;

/**
 * WebSocket connection items (realtime): a practice's connection list `T#<tenant>#WS` and the global
 * `WSCONN#<id>` pointer $disconnect finds the practice by. The realtime handlers are limited to
 * these: $connect writes them for its caller's practice, $disconnect (which knows only a
 * connection id) reads and deletes them for any practice, never anything else.
 */
export const connectionLeadingKeys = (tenant: string): string => `T#${tenant}#WS`;
export const CONNECTION_POINTER_LEADING_KEYS = ['WSCONN#*'];

/**
 * The practice directory (`PRACTICES`, keys.ts practiceDirectoryPk): the job worker's own role may
 * query it to fan the nightly tick out per practice, and reaches nothing else of the table.
 */
export const PRACTICE_DIRECTORY_LEADING_KEYS = ['PRACTICES'];
