import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { TENANT_TAG } from '../data/tenant-isolation';
import { ENV, optionalEnv } from '../env';
import { traceAwsCalls } from '../tracing';

// Tenant isolation enforced by IAM (SaaS Factory pooled isolation): in the cloud each request's
// table and bucket calls are signed with credentials of the resource's tenant-access role,
// assumed with the caller's practice as the `tenant` session tag. That role's policy allows only
// partition keys `T#<tag>`/`T#<tag>#...` (and reading `CAT#...`) and object keys
// `tenants/<tag>/...`, so a bug in an operation cannot reach another practice's items.
// TENANT_ACCESS_ROLE_ARN is set only by the CDK stacks: the twin keeps its single credentials.

/**
 * Credentials are renewed this long before they expire. Longer than a presigned view link lives
 * (files/s3.ts VIEW_URL_SECONDS, 15 minutes): a link signed with them works its whole life.
 */
export const REFRESH_BEFORE_EXPIRY_MS = 20 * 60 * 1000;

/** The role's maximum session (IAM's default); refreshed after about 40 minutes. */
const SESSION_SECONDS = 60 * 60;

// A tenant id becomes an IAM policy variable inside StringLike patterns: only plain id characters,
// never a wildcard (* ?) that would widen `T#${aws:PrincipalTag/tenant}#*` to other practices.
const TENANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Temporary credentials, in the shape every AWS SDK client takes as `credentials`. */
export interface TenantCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

let sts: STSClient | undefined;
const cache = new Map<string, Promise<TenantCredentials>>();

/** Whether this function signs data calls per tenant (cloud) or with its own credentials (twin, tools). */
export function tenantAccessRoleArn(): string | undefined {
  return optionalEnv(ENV.tenantAccessRoleArn);
}

/**
 * Credentials for one practice's data, cached per tenant in the container and renewed shortly
 * before they expire. Never shared between tenants: the cache key is the tenant.
 */
export async function tenantCredentials(tenantId: string, now: () => number = Date.now): Promise<TenantCredentials> {
  const cached = cache.get(tenantId);
  if (cached) {
    const credentials = await cached.catch(() => undefined);
    if (credentials && isFresh(credentials, now())) return credentials;
    // Another request of this container may already be renewing them.
    const current = cache.get(tenantId);
    if (current && current !== cached) return current;
  }
  return renew(tenantId, now);
}

function isFresh(credentials: TenantCredentials, now: number): boolean {
  return credentials.expiration.getTime() - now > REFRESH_BEFORE_EXPIRY_MS;
}

function renew(tenantId: string, now: () => number): Promise<TenantCredentials> {
  const pending = assume(tenantId);
  cache.set(tenantId, pending);
  // A failed call is not kept: the next request tries again.
  pending.catch(() => {
    if (cache.get(tenantId) === pending) cache.delete(tenantId);
  });
  forgetExpired(now());
  return pending;
}

async function assume(tenantId: string): Promise<TenantCredentials> {
  const roleArn = tenantAccessRoleArn();
  if (!roleArn) throw new Error(`${ENV.tenantAccessRoleArn} is not set: no tenant-scoped credentials to mint`);
  if (!TENANT_ID.test(tenantId)) throw new Error('The tenant id cannot be used as a session tag');
  sts ??= traceAwsCalls(new STSClient({}));
  const out = await sts.send(
    new AssumeRoleCommand({
      RoleArn: roleArn,
      RoleSessionName: `tenant-${tenantId}`,
      DurationSeconds: SESSION_SECONDS,
      Tags: [{ Key: TENANT_TAG, Value: tenantId }],
    }),
  );
  const c = out.Credentials;
  if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) throw new Error('STS returned no credentials');
  return { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken, expiration: c.Expiration };
}

// A container that served many practices keeps only credentials still usable.
function forgetExpired(now: number): void {
  for (const [tenantId, pending] of cache) {
    void pending.then(
      (credentials) => {
        if (!isFresh(credentials, now) && cache.get(tenantId) === pending) cache.delete(tenantId);
      },
      () => undefined,
    );
  }
}

/** For tests: forget every cached credential and the STS client. */
export function resetTenantCredentials(): void {
  cache.clear();
  sts = undefined;
}

/**
 * A credentials provider for an SDK client of one tenant. Marked memoized so the SDK asks it on
 * every call instead of keeping credentials until 5 minutes before they expire: the cache above
 * decides when to renew (REFRESH_BEFORE_EXPIRY_MS), which presigned links rely on.
 */
export function tenantCredentialProvider(tenantId: string): (() => Promise<TenantCredentials>) & { memoized: true } {
  return Object.assign(() => tenantCredentials(tenantId), { memoized: true as const });
}
