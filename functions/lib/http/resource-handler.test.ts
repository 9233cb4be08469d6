import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../auth/handler';
import { resetTenantCredentials } from '../auth/tenant-credentials';
import { ENV } from '../env';
import { apiEvent, lambdaContext } from '../testing/events';

// Issue 14.2 end to end in one Lambda: with TENANT_ACCESS_ROLE_ARN set (as the Api stack sets it),
// a request's table calls go through a client signed with credentials minted for the practice of
// its verified claims, one practice's never reused for another's.
const sts = mockClient(STSClient);
const ddb = mockClient(DynamoDBDocumentClient);
const before = process.env[ENV.tenantAccessRoleArn];

const practice = (id: string) => ({ entity: 'practice', id, slug: id, name: `Praktijk ${id}`, is_active: true, consistency_token: 'p' });
const user = {
  entity: 'user',
  id: 'U1',
  email: 'arts@demo.test',
  first_name: 'Anand',
  last_name: 'Ramdin',
  prefix: '',
  identifier: '',
  date_joined: '2026-01-05T09:00:00.000Z',
  is_active: true,
  is_staff: false,
  roles: ['physician'],
  consistency_token: 'u',
};
const claimsOf = (tenant: string) => ({ sub: 'U1', email: 'arts@demo.test', 'custom:tenant_id': tenant });

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  process.env[ENV.tenantAccessRoleArn] = 'arn:aws:iam::111122223333:role/auth-tenant-access';
});
afterAll(() => {
  if (before === undefined) delete process.env[ENV.tenantAccessRoleArn];
  else process.env[ENV.tenantAccessRoleArn] = before;
});
beforeEach(() => {
  sts.reset();
  ddb.reset();
  resetTenantCredentials();
  sts.on(AssumeRoleCommand).callsFake((input: { Tags: { Value: string }[] }) => {
    const tenant = input.Tags[0]!.Value;
    return {
      Credentials: { AccessKeyId: `AK-${tenant}`, SecretAccessKey: 's', SessionToken: 't', Expiration: new Date(Date.now() + 3_600_000) },
    };
  });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string }[] }> }) => {
    const tenant = input.RequestItems['praktijk-test']!.Keys[0]!.PK.slice(2);
    return { Responses: { 'praktijk-test': [practice(tenant), user] } };
  });
});

async function signingKeyOfCall(index: number): Promise<string> {
  const client = ddb.call(index).thisValue as DynamoDBDocumentClient;
  return (await client.config.credentials()).accessKeyId;
}

describe('a resource Lambda with tenant-scoped data access', () => {
  it("reads the caller's practice with credentials minted for that practice only", async () => {
    const res = await handler(apiEvent({ claims: claimsOf('T1') }), lambdaContext());
    expect(res.statusCode).toBe(200);
    // The mock answers before the SDK signs, so the client's credentials are asked here, as signing would.
    expect(await signingKeyOfCall(0)).toBe('AK-T1');
    expect(sts.commandCalls(AssumeRoleCommand).map((c) => c.args[0].input.Tags)).toEqual([[{ Key: 'tenant', Value: 'T1' }]]);
  });

  it("never signs one practice's request with another's credentials", async () => {
    await handler(apiEvent({ claims: claimsOf('T1') }), lambdaContext());
    await handler(apiEvent({ claims: claimsOf('T2') }), lambdaContext());
    await handler(apiEvent({ claims: claimsOf('T1') }), lambdaContext());
    expect(await Promise.all([0, 1, 2].map(signingKeyOfCall))).toEqual(['AK-T1', 'AK-T2', 'AK-T1']);
    // Cached per practice in the container: T1's second request mints nothing.
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(2);
  });

  it('answers a public route without minting anything', async () => {
    const res = await handler(apiEvent({ resource: '/api/auth/version', path: '/api/auth/version/' }), lambdaContext());
    expect(res.statusCode).toBe(200);
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });
});
