import { afterAll, describe, expect, it } from 'vitest';
import { ENV } from '@praktijk/functions/lib/env';
import { GLOBAL_INDEXES } from '@praktijk/functions/lib/data/table-definition';
import { RESOURCES } from '@praktijk/shared/routes';
import { RESOURCE_ACCESS } from '../../infra/stacks/resource-access';
import { logicalId, resourcesOfType, synthPraktijk, type StackKey } from './synth';

// Issue 14.2: tenant isolation enforced by IAM. Each REST resource's Lambda reaches the table and
// the buckets only through its tenant-access role, assumed per request with the caller's practice
// as the `tenant` session tag; that role's policy conditions every table call on the leading keys
// and every object on the practice's prefix.
const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());
const api = praktijk.template('api');
const { stacks } = praktijk;

const TAG = '${aws:PrincipalTag/tenant}';
const TENANT_KEYS = [`T#${TAG}`, `T#${TAG}#*`];

interface Statement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}
const actions = (s: Statement): string[] => [s.Action].flat();
const resources = (s: Statement): unknown[] => [s.Resource].flat();

/** Cross-stack references replaced by what the producing stack exports, recursively. */
function rendered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rendered);
  if (typeof value !== 'object' || value === null) return value;
  if ('Fn::GetStackOutput' in value) return praktijk.crossStack(value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rendered(v)]));
}

function policiesOfRole(stack: StackKey, roleId: string): Statement[] {
  const template = praktijk.template(stack);
  const role = template.toJSON().Resources[roleId].Properties as { ManagedPolicyArns?: { Ref?: string }[] };
  const attached = (role.ManagedPolicyArns ?? []).map((arn) => praktijk.crossStack(arn) as { Ref?: string });
  const statements: Statement[] = [];
  for (const key of ['data', 'auth', 'realtime', 'jobs', 'api'] as const) {
    for (const [id, policy] of Object.entries(resourcesOfType(praktijk.template(key), 'AWS::IAM::ManagedPolicy'))) {
      const props = policy.Properties as { Roles?: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
      // Its own policy (ManagedPolicyRole's Permissions) and the capabilities it attaches, from any stack.
      const own = key === stack && (props.Roles ?? []).some((r) => r.Ref === roleId);
      if (own || attached.some((a) => a.Ref === id)) statements.push(...props.PolicyDocument.Statement);
    }
  }
  return statements;
}

const tableArn = { 'Fn::GetAtt': [logicalId(stacks.data.table), 'Arn'] };
const tableAndIndexes = [tableArn, ...GLOBAL_INDEXES.map((index) => ({ 'Fn::Join': ['', [tableArn, `/index/${index.indexName}`]] }))];
const bucketArn = (bucket: keyof typeof stacks.data.buckets) => ({ 'Fn::GetAtt': [logicalId(stacks.data.buckets[bucket]), 'Arn'] });

describe.each(RESOURCES)('the %s resource', (resource) => {
  const access = RESOURCE_ACCESS[resource];
  const fnRoleId = logicalId(stacks.api.handlers[resource].role);
  const tenantRoleId = logicalId(stacks.api.tenantAccess[resource].role);
  const tenantStatements = policiesOfRole('api', tenantRoleId);

  it('runs its Lambda with the tenant-access role in TENANT_ACCESS_ROLE_ARN, which switches its data clients to per-tenant credentials', () => {
    const fn = api.toJSON().Resources[logicalId(stacks.api.handlers[resource].function)].Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(fn.Environment.Variables[ENV.tenantAccessRoleArn]).toEqual({ 'Fn::GetAtt': [tenantRoleId, 'Arn'] });
  });

  it('lets its Lambda role only assume that role with a session tag: no table, bucket or data-key access of its own', () => {
    const own = policiesOfRole('api', fnRoleId);
    expect(own.flatMap(actions).filter((a) => /^(dynamodb|s3):/.test(a))).toEqual([]);
    const dataKey = { 'Fn::GetAtt': [logicalId(stacks.data.dataKey), 'Arn'] };
    expect(own.flatMap(resources).map(rendered)).not.toContainEqual(dataKey);
    const assume = own.filter((s) => actions(s).some((a) => a.startsWith('sts:')));
    expect(assume).toHaveLength(1);
    expect(actions(assume[0]!).sort()).toEqual(['sts:AssumeRole', 'sts:TagSession']);
    expect(resources(assume[0]!)).toEqual([{ 'Fn::GetAtt': [tenantRoleId, 'Arn'] }]);
  });

  it('lets only its own Lambda role assume the tenant-access role, and only with the tenant tag', () => {
    const trust = (api.toJSON().Resources[tenantRoleId].Properties as { AssumeRolePolicyDocument: { Statement: Statement[] } }).AssumeRolePolicyDocument
      .Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]!.Principal).toEqual({ AWS: { 'Fn::GetAtt': [fnRoleId, 'Arn'] } });
    expect(actions(trust[0]!).sort()).toEqual(['sts:AssumeRole', 'sts:TagSession']);
    expect(trust[0]!.Condition).toEqual({
      StringLike: { 'aws:RequestTag/tenant': '?*' },
      'ForAllValues:StringEquals': { 'aws:TagKeys': ['tenant'] },
    });
  });

  it("conditions every table call on the practice's leading keys, on the table and every GSI; catalogues are read-only", () => {
    const table = tenantStatements.filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
    expect(table.length).toBeGreaterThan(0);
    for (const statement of table) {
      expect(statement.Effect).toBe('Allow');
      expect(rendered(statement.Resource)).toEqual(tableAndIndexes);
      const keys = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
      const writes = actions(statement).some((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a));
      expect(keys).toEqual(writes ? TENANT_KEYS : [...TENANT_KEYS, 'CAT#*']);
      expect(Object.keys(statement.Condition!)).toEqual(['ForAllValues:StringLike']);
    }
    const all = table.flatMap(actions);
    expect(all).not.toContain('dynamodb:Scan');
    expect(all.some((a) => /^dynamodb:(Put|Update|Delete)Item$/.test(a))).toBe(access.table === 'readWrite');
  });

  it("reaches only the buckets RESOURCE_ACCESS lists, and in them only the practice's prefix", () => {
    const objects = tenantStatements.filter((s) => actions(s).some((a) => a.startsWith('s3:')));
    const granted = objects.flatMap((s) => resources(s).map((r) => ({ resource: rendered(r), actions: actions(s).sort() })));
    const expected = Object.entries(access.buckets ?? {}).map(([bucket, mode]) => ({
      resource: { 'Fn::Join': ['', [bucketArn(bucket as 'documents'), `/tenants/${TAG}/*`]] },
      actions: mode === 'read' ? ['s3:GetObject'] : ['s3:DeleteObject', 's3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
    }));
    expect(granted).toEqual(expect.arrayContaining(expected));
    expect(granted).toHaveLength(expected.length);
  });
});

describe('the realtime handlers', () => {
  const realtime = praktijk.template('realtime');
  const handlers = stacks.realtime.handlers;
  const tableStatements = (statements: Statement[]) => statements.filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));

  it("$connect reads its caller's practice and writes only that practice's connection list and the connection pointer", () => {
    const tenantRoleId = logicalId(stacks.realtime.connectTenantAccess.role);
    const fn = realtime.toJSON().Resources[logicalId(handlers.connect.function)].Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(fn.Environment.Variables[ENV.tenantAccessRoleArn]).toEqual({ 'Fn::GetAtt': [tenantRoleId, 'Arn'] });
    expect(tableStatements(policiesOfRole('realtime', logicalId(handlers.connect.role)))).toEqual([]);
    const statements = tableStatements(policiesOfRole('realtime', tenantRoleId));
    const keysOf = (s: Statement) => s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
    const writes = statements.filter((s) => actions(s).includes('dynamodb:PutItem'));
    expect(writes).toHaveLength(1);
    expect(keysOf(writes[0]!)).toEqual([`T#${TAG}#WS`, 'WSCONN#*']);
    for (const read of statements.filter((s) => s !== writes[0])) expect(keysOf(read)).toEqual([...TENANT_KEYS, 'CAT#*']);
  });

  it('$disconnect, which knows only a connection id, may only get and delete connection items and pointers', () => {
    const statements = tableStatements(policiesOfRole('realtime', logicalId(handlers.disconnect.role)));
    expect(statements).toHaveLength(1);
    expect(actions(statements[0]!).sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem']);
    expect(statements[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#*#WS', 'WSCONN#*'] } });
    expect(rendered(statements[0]!.Resource)).toEqual(tableArn);
  });

  it('$default (ping) has no table access at all', () => {
    expect(tableStatements(policiesOfRole('realtime', logicalId(handlers.default.role)))).toEqual([]);
  });
});

describe('the job worker', () => {
  const jobs = praktijk.template('jobs');
  const workerRoleId = logicalId(stacks.jobs.worker.role);
  const tenantRoleId = logicalId(stacks.jobs.workerTenantAccess.role);
  const tableStatementsOf = (statements: Statement[]) => statements.filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));

  it('runs each job with the tenant-access role in TENANT_ACCESS_ROLE_ARN', () => {
    const fn = jobs.toJSON().Resources[logicalId(stacks.jobs.worker.function)].Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(fn.Environment.Variables[ENV.tenantAccessRoleArn]).toEqual({ 'Fn::GetAtt': [tenantRoleId, 'Arn'] });
  });

  it('reads on its own role only the practice directory it fans the nightly tick out over, and no bucket', () => {
    const own = policiesOfRole('jobs', workerRoleId);
    expect(own.flatMap(actions).filter((a) => a.startsWith('s3:'))).toEqual([]);
    const table = tableStatementsOf(own);
    expect(table).toHaveLength(1);
    expect(actions(table[0]!)).toEqual(['dynamodb:Query']);
    expect(table[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRACTICES'] } });
  });

  it("reaches through its tenant-access role only the job's practice: its keys (table and indexes), the catalogues read-only, its objects", () => {
    const statements = policiesOfRole('jobs', tenantRoleId);
    const table = tableStatementsOf(statements);
    expect(table.length).toBeGreaterThan(0);
    for (const statement of table) {
      expect(resources(statement).map(rendered)).toEqual(tableAndIndexes);
      const keys = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[];
      const writes = actions(statement).some((a) => /Put|Update|Delete|BatchWrite/.test(a));
      expect(keys).toEqual(writes ? TENANT_KEYS : [...TENANT_KEYS, 'CAT#*']);
    }
    const objects = statements
      .filter((s) => actions(s).some((a) => a.startsWith('s3:')))
      .flatMap(resources)
      .map(rendered);
    expect(objects.length).toBe(3);
    for (const arn of objects) expect(JSON.stringify(arn)).toContain(`/tenants/${TAG}/*`);
  });
});

describe('functions that stay unscoped', () => {
  const withRole = (stack: StackKey) =>
    Object.values(resourcesOfType(praktijk.template(stack), 'AWS::Lambda::Function')).filter(
      (fn) => ENV.tenantAccessRoleArn in ((fn.Properties as { Environment?: { Variables?: object } }).Environment?.Variables ?? {}),
    ).length;

  it('are only $disconnect (limited to connection items), by design (infra/README.md): every REST Lambda, $connect and the job worker are scoped', () => {
    expect(withRole('api')).toBe(RESOURCES.length);
    expect(withRole('realtime')).toBe(1);
    expect(withRole('jobs')).toBe(1);
  });
});
