import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resourcePath, routes, type RouteDefinition } from '@praktijk/shared/routes';
import { COSTLY_ROUTE_THROTTLE, COSTLY_ROUTES, TENANT_LIMIT } from '../../infra/stacks/api-stack';
import { EDGE_REGION, edgeWebAclParameter } from '../../infra/stacks/edge-stack';
import { TENANT_HEADER } from '../../infra/constructs/tenant-header';
import { CORE_RULE_SET_BODY_RULES, ORIGIN_VERIFY_HEADER } from '../../infra/constructs/waf';
import { logicalId, resourcesOfType, synthPraktijk, type StackKey } from './synth';

// Issue 14.3: edge protection and fair use, proven on the templates.
const webDist = mkdtempSync(join(tmpdir(), 'praktijk-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Praktijk</title>');
const praktijk = synthPraktijk({ webDist });
afterAll(() => {
  praktijk.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});
const { stacks } = praktijk;
const stage = stacks.api.stackName.split('-')[1]!;

type Props = Record<string, unknown>;
interface Rule {
  Name: string;
  Priority: number;
  Action?: Props;
  OverrideAction?: Props;
  Statement: {
    RateBasedStatement?: { Limit: number; EvaluationWindowSec: number; AggregateKeyType: string; CustomKeys?: { Header: { Name: string } }[] };
    ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: { Name: string; ActionToUse: Props }[] };
    NotStatement?: { Statement: { ByteMatchStatement: { FieldToMatch: Props; PositionalConstraint: string; SearchString: unknown } } };
  };
}
interface Acl {
  id: string;
  Scope: string;
  DefaultAction: Props;
  Rules: Rule[];
}
const propsOf = (stack: StackKey, type: string): (Props & { id: string })[] =>
  Object.entries(resourcesOfType(praktijk.template(stack), type)).map(([id, r]) => ({ ...(r.Properties as Props), id }));
const aclOf = (stack: StackKey): Acl => {
  const acls = propsOf(stack, 'AWS::WAFv2::WebACL') as unknown as Acl[];
  expect(acls).toHaveLength(1);
  return acls[0]!;
};
const rule = (acl: Acl, name: string): Rule => {
  const found = acl.Rules.find((r) => r.Name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const associationsOf = (stack: StackKey) => propsOf(stack, 'AWS::WAFv2::WebACLAssociation') as unknown as { ResourceArn: unknown; WebACLArn: unknown }[];

describe('the CloudFront web ACL (Edge stack)', () => {
  const acl = aclOf('edge');

  it('is a CLOUDFRONT ACL in us-east-1, whatever region the app is in', () => {
    expect(stacks.edge.region).toBe(EDGE_REGION);
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
  });

  it('limits requests per IP and per Authorization header', () => {
    expect(rule(acl, 'RatePerIp')).toMatchObject({ Action: { Block: {} }, Statement: { RateBasedStatement: { AggregateKeyType: 'IP' } } });
    const perToken = rule(acl, 'RatePerAuthorization');
    expect(perToken.Action).toEqual({ Block: {} });
    expect(perToken.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'CUSTOM_KEYS', CustomKeys: [{ Header: { Name: 'authorization' } }] });
  });

  it("applies AWS's IP reputation list, known bad inputs and the core rule set, counting the core set's body rules", () => {
    for (const name of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet']) {
      expect(rule(acl, name)).toMatchObject({ OverrideAction: { None: {} }, Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } } });
    }
    const core = rule(acl, 'AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement!;
    expect(core.RuleActionOverrides).toEqual(CORE_RULE_SET_BODY_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })));
    expect(CORE_RULE_SET_BODY_RULES).toEqual(expect.arrayContaining(['CrossSiteScripting_BODY', 'SizeRestrictions_BODY']));
  });

  it("publishes its ARN in us-east-1's SSM for the Web stack", () => {
    const [parameter] = propsOf('edge', 'AWS::SSM::Parameter');
    expect(parameter).toMatchObject({ Name: edgeWebAclParameter(stage), Value: { 'Fn::GetAtt': [acl.id, 'Arn'] } });
  });
});

describe('the CloudFront distribution (Web stack)', () => {
  const web = praktijk.template('web');
  const [distribution] = propsOf('web', 'AWS::CloudFront::Distribution') as unknown as {
    DistributionConfig: {
      WebACLId: unknown;
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: string }[] }[];
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
      }[];
    };
  }[];
  const config = distribution!.DistributionConfig;
  const apiBehaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;

  it("is associated with the Edge stack's web ACL, read from SSM in us-east-1 at deploy time", () => {
    const lookup = (config.WebACLId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    expect(lookup[1]).toBe('Parameter.Value');
    const resource = web.toJSON().Resources[lookup[0]].Properties as { Create: unknown };
    const create = JSON.parse(JSON.stringify(resource.Create).replace(/^"|"$/g, '').replace(/\\"/g, '"')) as Props;
    expect(create).toMatchObject({ service: 'SSM', action: 'getParameter', region: EDGE_REGION, parameters: { Name: edgeWebAclParameter(stage) } });
  });

  it('sends the origin-verify secret to the REST API, the one its stage web ACL requires', () => {
    const origin = config.Origins.find((o) => o.Id === apiBehaviour.TargetOriginId)!;
    const [secret] = propsOf('api', 'AWS::SecretsManager::Secret');
    expect(origin.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: `{{resolve:secretsmanager:${String(secret!.Name)}:SecretString:::}}` },
    ]);
  });

  it("names the token's practice in a header for the per-practice limit, and drops a viewer's own", () => {
    const association = apiBehaviour.FunctionAssociations?.find((f) => f.EventType === 'viewer-request');
    const code = (web.toJSON().Resources[association!.FunctionARN['Fn::GetAtt'][0]].Properties as { FunctionCode: string }).FunctionCode;
    type Headers = Record<string, { value: string }>;
    const handler = new Function(`${code}; return handler;`)() as (e: { request: { headers: Headers } }) => { headers: Headers };
    const token = (claims: object) => `Bearer h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
    const run = (headers: Headers) => handler({ request: { headers } }).headers[TENANT_HEADER]?.value;
    expect(run({ authorization: { value: token({ sub: 'u', 'custom:tenant_id': 'demo', email: 'zoë@demo.test' }) } })).toBe('demo');
    expect(run({ authorization: { value: token({ sub: 'u' }) }, [TENANT_HEADER]: { value: 'spoofed' } })).toBeUndefined();
    expect(run({ [TENANT_HEADER]: { value: 'spoofed' } })).toBeUndefined();
    expect(run({ authorization: { value: token({ 'custom:tenant_id': '*' }) } })).toBeUndefined();
    expect(run({ authorization: { value: 'Bearer not-a-token' } })).toBeUndefined();
  });
});

describe('the REST stage (Api stack)', () => {
  const acl = aclOf('api');
  const [stageResource] = propsOf('api', 'AWS::ApiGateway::Stage') as unknown as {
    id: string;
    ThrottlingRateLimit?: number;
    MethodSettings: { ResourcePath: string; HttpMethod: string; ThrottlingRateLimit?: number; ThrottlingBurstLimit?: number }[];
  }[];
  const stageWide = stageResource!.MethodSettings.find((m) => m.ResourcePath === '/*' && m.HttpMethod === '*')!;

  it('has a regional web ACL associated with it', () => {
    expect(acl.Scope).toBe('REGIONAL');
    const [association] = associationsOf('api');
    expect(association!.WebACLArn).toEqual({ 'Fn::GetAtt': [acl.id, 'Arn'] });
    expect(JSON.stringify(association!.ResourceArn)).toContain(logicalId(stacks.api.restApi));
    expect(JSON.stringify(association!.ResourceArn)).toContain(`"/stages/",{"Ref":"${logicalId(stacks.api.restApi.deploymentStage)}"}`);
  });

  it('blocks, first, every request without CloudFront’s origin-verify secret: API Gateway answers only through CloudFront', () => {
    const verify = rule(acl, 'OnlyThroughCloudFront');
    expect(verify.Priority).toBe(0);
    expect(verify.Action).toEqual({ Block: {} });
    const match = verify.Statement.NotStatement!.Statement.ByteMatchStatement;
    expect(match).toMatchObject({ FieldToMatch: { SingleHeader: { Name: ORIGIN_VERIFY_HEADER } }, PositionalConstraint: 'EXACTLY' });
    const [secret] = propsOf('api', 'AWS::SecretsManager::Secret');
    expect(JSON.stringify(match.SearchString)).toContain(`{"Ref":"${secret!.id}"}`);
    expect(JSON.stringify(match.SearchString)).toContain('{{resolve:secretsmanager:');
  });

  it("limits each practice to a share of the stage's throttle, keyed on the practice CloudFront names", () => {
    const perPractice = rule(acl, 'RatePerPractice');
    expect(perPractice.Action).toEqual({ Block: {} });
    expect(perPractice.Statement.RateBasedStatement).toEqual({
      Limit: TENANT_LIMIT.limit,
      EvaluationWindowSec: TENANT_LIMIT.windowSeconds,
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [{ Header: { Name: TENANT_HEADER, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
    });
    const perSecond = TENANT_LIMIT.limit / TENANT_LIMIT.windowSeconds;
    expect(perSecond).toBeLessThanOrEqual(stageWide.ThrottlingRateLimit! / 2);
  });

  it.each(
    (Object.entries(COSTLY_ROUTES) as [keyof typeof COSTLY_ROUTES, readonly string[]][]).flatMap(([kind, operations]) =>
      operations.map((operation) => [kind, operation] as const),
    ),
  )('throttles the %s route %s on its own, below the stage', (kind, operation) => {
    const route = (routes as readonly RouteDefinition[]).find((r) => r.operation === operation)!;
    const setting = stageResource!.MethodSettings.find(
      (m) => m.ResourcePath === `/${resourcePath(route).replace(/\//g, '~1')}` && m.HttpMethod === route.method,
    );
    const expected = COSTLY_ROUTE_THROTTLE[kind];
    expect(setting).toMatchObject({ ThrottlingRateLimit: expected.rateLimit, ThrottlingBurstLimit: expected.burstLimit });
    expect(expected.rateLimit).toBeLessThan(stageWide.ThrottlingRateLimit!);
  });
});

describe('the user pool (Auth stack)', () => {
  const acl = aclOf('auth');

  it('has a regional web ACL with a rate rule per IP, associated with the pool', () => {
    expect(acl.Scope).toBe('REGIONAL');
    expect(rule(acl, 'RatePerIp')).toMatchObject({ Action: { Block: {} }, Statement: { RateBasedStatement: { AggregateKeyType: 'IP' } } });
    const [association] = associationsOf('auth');
    expect(association).toMatchObject({
      ResourceArn: { 'Fn::GetAtt': [logicalId(stacks.auth.userPool), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [acl.id, 'Arn'] },
    });
  });
});

describe('every web ACL', () => {
  it.each(['edge', 'api', 'auth'] as const)('%s: logs to an encrypted aws-waf-logs- group without query strings or tokens', (stack) => {
    const acl = aclOf(stack);
    const [logging] = propsOf(stack, 'AWS::WAFv2::LoggingConfiguration') as unknown as { ResourceArn: unknown; RedactedFields: Props[] }[];
    expect(logging!.ResourceArn).toEqual({ 'Fn::GetAtt': [acl.id, 'Arn'] });
    expect(logging!.RedactedFields).toEqual(expect.arrayContaining([{ QueryString: {} }, { SingleHeader: { Name: 'authorization' } }]));
    const groups = propsOf(stack, 'AWS::Logs::LogGroup').filter((g) => String(g.LogGroupName).startsWith('aws-waf-logs-'));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.KmsKeyId).toBeDefined();
  });
});
