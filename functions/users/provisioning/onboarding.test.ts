import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensurePractice, ensurePracticeUser } from './onboarding';

const ddb = mockClient(DynamoDBDocumentClient);
const idp = mockClient(CognitoIdentityProviderClient);

beforeAll(() => {
  process.env.TABLE_NAME = 'praktijk-test';
  process.env.USER_POOL_ID = 'us-east-1_TEST';
});
afterEach(() => {
  ddb.reset();
  idp.reset();
});

const PRACTICE = { entity: 'practice', id: 'T1', slug: 'zorg', name: 'Zorg', is_active: true, created: '2026-11-26T00:00:00.000Z', consistency_token: 'x' };
const userAttributes = (tenant: string) => [
  { Name: 'sub', Value: 'sub-1' },
  { Name: 'email', Value: 'staf@zorg.example' },
  { Name: 'custom:tenant_id', Value: tenant },
];
const STAFF = { tenantId: 'T1', email: 'Staf@Zorg.example', firstName: 'A', lastName: 'B', roles: ['administration' as const], isStaff: true };

describe('ensurePractice', () => {
  it('creates the practice (with its directory entry) on the first run', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    const result = await ensurePractice({ slug: 'zorg', name: 'Zorg' });
    expect(result.created).toBe(true);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!.map((t) => t.Put?.Item?.PK as string);
    expect(items).toEqual(expect.arrayContaining(['PRACTICE_SLUG#zorg', `T#${result.value.id}`, 'PRACTICES']));
  });

  it('returns the existing practice on a second run, without a new transaction, and puts it in the directory', async () => {
    ddb.on(GetCommand, { Key: { PK: 'PRACTICE_SLUG#zorg', SK: 'PRACTICE_SLUG' } }).resolves({ Item: { tenant_id: 'T1' } });
    ddb.on(GetCommand, { Key: { PK: 'T#T1', SK: 'PRACTICE' } }).resolves({ Item: PRACTICE });
    ddb.on(PutCommand).resolves({});
    const result = await ensurePractice({ slug: 'zorg', name: 'Zorg' });
    expect(result).toEqual({ value: PRACTICE, created: false });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ PK: 'PRACTICES', SK: 'PRACTICE#T1', tenant_id: 'T1' });
  });
});

describe('ensurePracticeUser', () => {
  it('creates, groups and profiles the user on the first run', async () => {
    idp.on(AdminCreateUserCommand).resolves({ User: { Attributes: userAttributes('T1') } });
    idp.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const result = await ensurePracticeUser(STAFF);
    expect(result.created).toBe(true);
    expect(idp.commandCalls(AdminCreateUserCommand)[0]!.args[0].input).toMatchObject({ Username: 'staf@zorg.example', DesiredDeliveryMediums: ['EMAIL'] });
    expect(idp.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['administration', 'staff']);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ PK: 'T#T1', SK: 'USER#sub-1', email: 'staf@zorg.example' });
  });

  it('finishes a run that failed after the Cognito user was made: groups again, profile once, no second invitation', async () => {
    idp.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    idp.on(AdminGetUserCommand).resolves({ UserAttributes: userAttributes('T1') });
    idp.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const result = await ensurePracticeUser(STAFF);
    expect(result.created).toBe(true);
    expect(idp.commandCalls(AdminCreateUserCommand)).toHaveLength(1);
    expect(idp.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(2);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('changes nothing when everything is already there', async () => {
    idp.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    idp.on(AdminGetUserCommand).resolves({ UserAttributes: userAttributes('T1') });
    idp.on(AdminAddUserToGroupCommand).resolves({});
    ddb.on(GetCommand).resolves({ Item: { id: 'sub-1', email: 'staf@zorg.example' } });
    const result = await ensurePracticeUser(STAFF);
    expect(result).toEqual({ value: { id: 'sub-1', email: 'staf@zorg.example' }, created: false });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("refuses an address that belongs to another practice's user", async () => {
    idp.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    idp.on(AdminGetUserCommand).resolves({ UserAttributes: userAttributes('OTHER') });
    await expect(ensurePracticeUser(STAFF)).rejects.toThrow(/another practice/);
    expect(idp.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });
});
