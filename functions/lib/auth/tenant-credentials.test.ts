import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '../data/client';
import { viewUrl } from '../files/s3';
import { ENV } from '../env';
import { TENANT_TAG } from '../data/tenant-isolation';
import { REFRESH_BEFORE_EXPIRY_MS, resetTenantCredentials, tenantCredentials } from './tenant-credentials';
import { runForTenant, runOnPracticeDirectory } from './tenant-scope';

const ROLE_ARN = 'arn:aws:iam::111122223333:role/praktijk-test-patients-tenant-access';
const sts = mockClient(STSClient);
const before = process.env[ENV.tenantAccessRoleArn];
const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);

// Each AssumeRole answers credentials named after the call, so tests can tell which call made them.
let issued = 0;
function answerWith(validForMs: number): void {
  sts.on(AssumeRoleCommand).callsFake(() => {
    issued += 1;
    return {
      Credentials: { AccessKeyId: `AK${issued}`, SecretAccessKey: `secret${issued}`, SessionToken: `token${issued}`, Expiration: new Date(NOW + validForMs) },
    };
  });
}

beforeEach(() => {
  process.env[ENV.tenantAccessRoleArn] = ROLE_ARN;
  sts.reset();
  resetTenantCredentials();
  issued = 0;
});
afterAll(() => {
  if (before === undefined) delete process.env[ENV.tenantAccessRoleArn];
  else process.env[ENV.tenantAccessRoleArn] = before;
});

describe('tenant-scoped credentials', () => {
  it("assume the tenant-access role with the caller's practice as the `tenant` session tag", async () => {
    answerWith(60 * MINUTE);
    const credentials = await tenantCredentials('demo', () => NOW);
    expect(credentials).toMatchObject({ accessKeyId: 'AK1', secretAccessKey: 'secret1', sessionToken: 'token1' });
    const calls = sts.commandCalls(AssumeRoleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toMatchObject({ RoleArn: ROLE_ARN, RoleSessionName: 'tenant-demo', Tags: [{ Key: TENANT_TAG, Value: 'demo' }] });
  });

  it('are cached per tenant in the container', async () => {
    answerWith(60 * MINUTE);
    const [a, b] = await Promise.all([tenantCredentials('demo', () => NOW), tenantCredentials('demo', () => NOW)]);
    const c = await tenantCredentials('demo', () => NOW + 30 * MINUTE);
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('are never shared between tenants', async () => {
    answerWith(60 * MINUTE);
    const demo = await tenantCredentials('demo', () => NOW);
    const other = await tenantCredentials('other', () => NOW);
    expect(other.accessKeyId).not.toBe(demo.accessKeyId);
    const tags = sts.commandCalls(AssumeRoleCommand).map((call) => call.args[0].input.Tags);
    expect(tags).toEqual([[{ Key: TENANT_TAG, Value: 'demo' }], [{ Key: TENANT_TAG, Value: 'other' }]]);
    expect((await tenantCredentials('demo', () => NOW)).accessKeyId).toBe(demo.accessKeyId);
  });

  it('are renewed shortly before they expire, long enough ahead for a presigned link to live its 15 minutes', async () => {
    answerWith(60 * MINUTE);
    const first = await tenantCredentials('demo', () => NOW);
    const stillFresh = await tenantCredentials('demo', () => NOW + 60 * MINUTE - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(stillFresh).toBe(first);
    const renewed = await tenantCredentials('demo', () => NOW + 60 * MINUTE - REFRESH_BEFORE_EXPIRY_MS + 1);
    expect(renewed.accessKeyId).toBe('AK2');
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(2);
    expect(REFRESH_BEFORE_EXPIRY_MS).toBeGreaterThan(15 * MINUTE);
  });

  it('are asked again after a failed call, not cached as a failure', async () => {
    sts.on(AssumeRoleCommand).rejectsOnce(new Error('throttled'));
    await expect(tenantCredentials('demo', () => NOW)).rejects.toThrow('throttled');
    answerWith(60 * MINUTE);
    expect((await tenantCredentials('demo', () => NOW)).accessKeyId).toBe('AK1');
  });

  it('refuse a tenant id that would be a wildcard in the role policy', async () => {
    answerWith(60 * MINUTE);
    for (const bad of ['*', 'de?mo', 'demo#x', 'a/b', '']) await expect(tenantCredentials(bad, () => NOW)).rejects.toThrow();
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });
});

describe('the data client', () => {
  it("signs a request's calls with its practice's credentials, one client per practice", async () => {
    answerWith(60 * MINUTE);
    const demo = runForTenant('demo', () => db());
    const other = runForTenant('other', () => db());
    expect(other).not.toBe(demo);
    expect(runForTenant('demo', () => db())).toBe(demo);
    const credentialsOf = async (client: ReturnType<typeof db>) => (await client.config.credentials()).accessKeyId;
    const [demoKey, otherKey] = [await credentialsOf(demo), await credentialsOf(other)];
    expect(demoKey).not.toBe(otherKey);
    const tags = sts.commandCalls(AssumeRoleCommand).map((call) => call.args[0].input.Tags![0]!.Value);
    expect(tags.sort()).toEqual(['demo', 'other']);
  });

  it("reads the practice directory (the worker's nightly fan-out) with the function's own role, minting nothing", () => {
    const directory = runOnPracticeDirectory(() => db());
    expect(runForTenant('demo', () => db())).not.toBe(directory);
    expect(sts.commandCalls(AssumeRoleCommand).length).toBe(0);
  });

  it('refuses table access outside a tenant scope when the role is configured', () => {
    expect(() => db()).toThrow(/outside a tenant scope/);
  });

  it('keeps one client with its own credentials where no role is configured (the twin)', () => {
    delete process.env[ENV.tenantAccessRoleArn];
    const shared = db();
    expect(runForTenant('demo', () => db())).toBe(shared);
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });
});

describe('the file client', () => {
  it("signs presigned links with the request's practice's session", async () => {
    // The links are signed on the clock the credentials' expiry is relative to (credentials near their expiry are renewed first).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    onTestFinished(() => void vi.useRealTimers());
    answerWith(60 * MINUTE);
    process.env[ENV.documentsBucket] = 'praktijk-test-documents';
    process.env.AWS_REGION ??= 'eu-west-1';
    const file = { filename: 'uitslag.pdf', contentType: 'application/pdf' };
    const demo = new URL(await runForTenant('demo', () => viewUrl('documents', 'tenants/demo/lab/r/document-1', file)));
    const other = new URL(await runForTenant('other', () => viewUrl('documents', 'tenants/other/lab/r/document-2', file)));
    expect(demo.searchParams.get('X-Amz-Security-Token')).toBe('token1');
    expect(other.searchParams.get('X-Amz-Security-Token')).toBe('token2');
    await expect(viewUrl('documents', 'tenants/demo/lab/r/document-1', file)).rejects.toThrow(/outside a tenant scope/);
  });
});
