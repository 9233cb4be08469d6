import { afterAll, describe, expect, it } from 'vitest';
import { ENV } from '@praktijk/functions/lib/env';
import { RESOURCES, resourcePath, routes, type RouteDefinition } from '@praktijk/shared/routes';
import { RESOURCE_ACCESS } from '../../infra/stacks/resource-access';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());

const api = praktijk.template('api');
const routeTable = routes as readonly RouteDefinition[];

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  'x-amazon-apigateway-integration': { type: string; httpMethod: string; uri: { 'Fn::Join': [string, unknown[]] } };
}

interface ApiDefinition {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<
      string,
      {
        type: string;
        name: string;
        in: string;
        'x-amazon-apigateway-authtype': string;
        'x-amazon-apigateway-authorizer': { type: string; providerARNs: unknown[]; identitySource: string };
      }
    >;
  };
  'x-amazon-apigateway-request-validators': Record<string, { validateRequestBody: boolean; validateRequestParameters: boolean }>;
  'x-amazon-apigateway-request-validator': string;
  'x-amazon-apigateway-gateway-responses': Record<string, { statusCode: number; responseTemplates: Record<string, string> }>;
}

// The routes live in the RestApi's OpenAPI definition (SpecRestApi), not in one
// AWS::ApiGateway::Method per route: the same facts are asserted on the definition.
function definition(): ApiDefinition {
  const [restApi] = Object.values(resourcesOfType(api, 'AWS::ApiGateway::RestApi'));
  return restApi!.Properties!.Body as ApiDefinition;
}

function operations(): (Operation & { method: string; path: string })[] {
  return Object.entries(definition().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

describe('REST API built from the route table', () => {
  const body = definition();
  const [schemeName, scheme] = Object.entries(body.components.securitySchemes)[0]!;

  it.each(routeTable.map((route) => [`${route.method} ${route.path}`, route] as const))('%s has its method, authorizer and Lambda', (_, route) => {
    const matching = operations().filter((op) => op.method === route.method && op.path === resourcePath(route));
    expect(matching).toHaveLength(1);
    const method = matching[0]!;

    if (route.access.kind === 'public') {
      expect(method.security).toEqual([]);
    } else {
      expect(method.security).toEqual([{ [schemeName]: [] }]);
    }

    const integration = method['x-amazon-apigateway-integration'];
    expect(integration.type).toBe('aws_proxy');
    expect(integration.httpMethod).toBe('POST');
    const handlerId = logicalId(praktijk.stacks.api.handlers[route.resource].function);
    expect(integration.uri['Fn::Join'][1]).toContainEqual({ 'Fn::GetAtt': [handlerId, 'Arn'] });
  });

  it('has no method the route table does not declare', () => {
    expect(operations()).toHaveLength(routeTable.length);
    expect(Object.keys(resourcesOfType(api, 'AWS::ApiGateway::Method'))).toEqual([]);
  });

  it("uses a Cognito User Pools authorizer on the Auth stack's pool, reading the Authorization header", () => {
    expect(scheme).toMatchObject({ type: 'apiKey', name: 'Authorization', in: 'header', 'x-amazon-apigateway-authtype': 'cognito_user_pools' });
    const authorizer = scheme['x-amazon-apigateway-authorizer'];
    expect(authorizer.type).toBe('cognito_user_pools');
    expect(authorizer.identitySource).toBe('method.request.header.Authorization');
    expect(authorizer.providerARNs.map((arn) => praktijk.crossStack(arn))).toEqual([{ 'Fn::GetAtt': [logicalId(praktijk.stacks.auth.userPool), 'Arn'] }]);
  });

  it('never gives sibling path variables different names (API Gateway refuses them)', () => {
    const variablesByParent = new Map<string, Set<string>>();
    for (const path of Object.keys(body.paths)) {
      const parts = path.split('/');
      for (let i = 1; i < parts.length; i++) {
        if (!parts[i]!.startsWith('{')) continue;
        const parent = parts.slice(0, i).join('/');
        variablesByParent.set(parent, (variablesByParent.get(parent) ?? new Set()).add(parts[i]!));
      }
    }
    for (const [parent, names] of variablesByParent) expect([...names], `variables under ${parent}`).toHaveLength(1);
  });

  it("declares every path parameter as required, so API Gateway's request validator checks it", () => {
    for (const op of operations()) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters.filter((p) => p.in === 'path' && p.required).map((p) => p.name)).toEqual(names);
    }
  });

  it("answers unknown routes 404 instead of API Gateway's 403, on which the client would sign out", () => {
    // In the OpenAPI definition, not an AWS::ApiGateway::GatewayResponse beside it (which would drift from the Body).
    expect(definition()['x-amazon-apigateway-gateway-responses'].MISSING_AUTHENTICATION_TOKEN).toMatchObject({ statusCode: 404 });
  });

  it('logs access as JSON without query strings, errors only, throttled and traced', () => {
    const stage = Object.values(resourcesOfType(api, 'AWS::ApiGateway::Stage'))[0]!.Properties as {
      AccessLogSetting: { Format: string };
      MethodSettings: Record<string, unknown>[];
      TracingEnabled: boolean;
    };
    const format = JSON.parse(stage.AccessLogSetting.Format) as Record<string, string>;
    expect(Object.values(format).some((v) => /querystring|requestOverride|body|\$input/i.test(v))).toBe(false);
    expect(stage.MethodSettings).toContainEqual(
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        LoggingLevel: 'ERROR',
        DataTraceEnabled: false,
        ThrottlingRateLimit: expect.any(Number) as number,
      }),
    );
    expect(stage.TracingEnabled).toBe(true);
    const validator = definition()['x-amazon-apigateway-request-validator'];
    expect(definition()['x-amazon-apigateway-request-validators'][validator]).toEqual({ validateRequestBody: true, validateRequestParameters: true });
  });
});

describe('resource Lambdas', () => {
  it('are one per resource, the letter renderer and the thumbnailer; Node.js 22 or newer, ARM64 (x86_64 for sharp), traced, ESM', () => {
    const functions = resourcesOfType(api, 'AWS::Lambda::Function');
    const { handlers, letterRenderer, thumbnailer } = praktijk.stacks.api;
    const expected = [...RESOURCES.map((r) => handlers[r].function), letterRenderer.function, thumbnailer.function];
    expect(Object.keys(functions).sort()).toEqual(expected.map((fn) => logicalId(fn)).sort());
    for (const [id, fn] of Object.entries(functions)) {
      const props = fn.Properties as { Runtime: string; Architectures: string[]; TracingConfig: { Mode: string }; Handler: string };
      expect(Number(/^nodejs(\d+)\.x$/.exec(props.Runtime)?.[1])).toBeGreaterThanOrEqual(22);
      // sharp's binaries in the thumbnailer's bundle are linux-x64 (bundle-extras.ts).
      expect(props.Architectures).toEqual([id === logicalId(thumbnailer.function) ? 'x86_64' : 'arm64']);
      expect(props.TracingConfig.Mode).toBe('Active');
      expect(props.Handler).toBe('index.handler');
    }
  });

  it('get every setting the functions read in the cloud', () => {
    const cloudEnv = [
      ENV.table,
      ENV.documentsBucket,
      ENV.exportsBucket,
      ENV.importsBucket,
      ENV.jobsQueueUrl,
      ENV.wsManagementEndpoint,
      ENV.userPoolId,
      ENV.userPoolClientId,
      ENV.appVersion,
      ENV.tenantAccessRoleArn,
    ];
    for (const resource of RESOURCES) {
      const fn = api.toJSON().Resources[logicalId(praktijk.stacks.api.handlers[resource].function)];
      const variables = (fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(cloudEnv));
      // Endpoint overrides exist only on the twin; in the cloud the SDK finds AWS itself.
      for (const twinOnly of [ENV.dynamoEndpoint, ENV.s3Endpoint, ENV.cognitoEndpoint]) expect(variables).not.toHaveProperty(twinOnly);
    }
  });

  it('seal paging cursors with a generated secret under its own rotating KMS key, which every resource Lambda may read (issue 21 §7)', () => {
    const secretId = logicalId(praktijk.stacks.api.cursorKeySecret);
    const secret = api.toJSON().Resources[secretId].Properties as {
      KmsKeyId: { 'Fn::GetAtt': [string, string] };
      GenerateSecretString: { PasswordLength: number };
    };
    expect(secret.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(64);
    const kmsKey = api.toJSON().Resources[secret.KmsKeyId['Fn::GetAtt'][0]] as { Type: string; Properties: { EnableKeyRotation: boolean } };
    expect(kmsKey.Type).toBe('AWS::KMS::Key');
    expect(kmsKey.Properties.EnableKeyRotation).toBe(true);
    // Roles keep their statements in one customer-managed policy (ManagedPolicyRole).
    const policies = Object.values(resourcesOfType(api, 'AWS::IAM::ManagedPolicy')).map((p) => JSON.stringify(p.Properties));
    for (const resource of RESOURCES) {
      const fn = api.toJSON().Resources[logicalId(praktijk.stacks.api.handlers[resource].function)].Properties as {
        Environment: { Variables: Record<string, unknown> };
      };
      expect(fn.Environment.Variables[ENV.cursorKeySecretArn], resource).toEqual({ Ref: secretId });
      const roleId = logicalId(praktijk.stacks.api.handlers[resource].role);
      const reads = policies.filter((p) => p.includes(`"Ref":"${roleId}"`) && p.includes('secretsmanager:GetSecretValue') && p.includes(`"Ref":"${secretId}"`));
      expect(reads, resource).toHaveLength(1);
    }
  });

  it('leave the letter renderer without data or settings, invoked by the letters function alone (issue 24)', () => {
    const { letterRenderer, handlers } = praktijk.stacks.api;
    const resources = api.toJSON().Resources as Record<string, { Properties: Record<string, unknown> }>;
    const renderer = resources[logicalId(letterRenderer.function)]!.Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(Object.keys(renderer.Environment.Variables)).toEqual([ENV.appVersion]);
    const letters = resources[logicalId(handlers.letters.function)]!.Properties as { Environment: { Variables: Record<string, unknown> } };
    expect(letters.Environment.Variables[ENV.letterRenderFunction]).toEqual({ Ref: logicalId(letterRenderer.function) });
    // Only the letters role may invoke it: one statement, on the function itself.
    const rendererArn = JSON.stringify({ 'Fn::GetAtt': [logicalId(letterRenderer.function), 'Arn'] });
    const invokers = Object.entries(resourcesOfType(api, 'AWS::IAM::ManagedPolicy'))
      .map(([, p]) => JSON.stringify(p.Properties))
      .filter((p) => p.includes('lambda:InvokeFunction') && p.includes(rendererArn));
    expect(invokers).toHaveLength(1);
    expect(invokers[0]).toContain(`"Ref":"${logicalId(handlers.letters.role)}"`);
  });

  it('reach the REST API only through API Gateway, with one invoke permission per function', () => {
    const permissions = Object.values(resourcesOfType(api, 'AWS::Lambda::Permission')).map((p) => p.Properties as { Principal: string; SourceArn: unknown });
    expect(permissions).toHaveLength(RESOURCES.length);
    for (const permission of permissions) expect(permission.Principal).toBe('apigateway.amazonaws.com');
  });
});

describe('least privilege', () => {
  const { stacks } = praktijk;
  const ref = (policy: Parameters<typeof logicalId>[0]): unknown => ({ Ref: logicalId(policy) });

  it.each(RESOURCES)('the %s Lambda gets exactly the capabilities RESOURCE_ACCESS lists besides its data, and no table or bucket capability', (resource) => {
    const access = RESOURCE_ACCESS[resource];
    // The table and the buckets are reached only through the resource's tenant-access role (tenant-access.test.ts).
    const expected = [
      ...(access.enqueueJobs ? [ref(stacks.jobs.enqueue)] : []),
      ...(access.publishRealtime ? [ref(stacks.realtime.publish)] : []),
      ...(access.cognito ? [ref(stacks.auth.cognitoAccess[access.cognito])] : []),
    ];
    const role = api.toJSON().Resources[logicalId(stacks.api.handlers[resource].role)].Properties as { ManagedPolicyArns?: unknown[] };
    expect((role.ManagedPolicyArns ?? []).map((arn) => praktijk.crossStack(arn))).toEqual(expected);
  });

  it('keeps user administration to the users resource', () => {
    const holders = RESOURCES.filter((r) => RESOURCE_ACCESS[r].cognito === 'administration');
    expect(holders).toEqual(['users']);
  });
});
