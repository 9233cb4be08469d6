import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { COGNITO_SECURITY_SCHEME, jsonSchema, openApiDocument } from './openapi';
import { resourcePath, routes, type RouteDefinition } from './routes';

type Operation = {
  operationId: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
} & Record<string, unknown>;
const table = routes as readonly RouteDefinition[];
const operationOf = (doc: Record<string, unknown>, path: string, method: string): Operation | undefined =>
  (doc.paths as Record<string, Record<string, Operation>>)[path]?.[method.toLowerCase()];

describe('the published OpenAPI document', () => {
  const doc = openApiDocument();

  it('has every route of the table at its spec path, with its security', () => {
    for (const route of table) {
      const op = operationOf(doc, route.path, route.method);
      expect(op?.operationId, `${route.method} ${route.path}`).toBe(route.operation);
      expect(op?.security).toEqual(route.access.kind === 'public' ? [] : [{ [COGNITO_SECURITY_SCHEME]: [] }]);
      expect(op).not.toHaveProperty('x-amazon-apigateway-integration');
    }
  });

  it("describes bodies and path parameters from the route's schemas; files go to S3, so every body is JSON", () => {
    const withBody = table.find((r) => r.body)!;
    expect(operationOf(doc, withBody.path, withBody.method)?.requestBody?.content['application/json']?.schema).toEqual(jsonSchema(withBody.body!, 'input'));
    for (const route of table.filter((r) => r.body))
      expect(Object.keys(operationOf(doc, route.path, route.method)?.requestBody?.content ?? {})).toEqual(['application/json']);
    const withParam = table.find((r) => r.path.includes('{'))!;
    expect(
      operationOf(doc, withParam.path, withParam.method)
        ?.parameters.filter((p) => p.in === 'path')
        .every((p) => p.required),
    ).toBe(true);
  });
});

describe('the API Gateway definition', () => {
  const doc = openApiDocument({ apiGateway: { integrationUri: (resource) => `uri-of-${resource}`, userPoolArn: 'pool-arn' } });

  it('proxies each route to its resource Lambda at the resource path, with no schemas', () => {
    for (const route of table) {
      const op = operationOf(doc, resourcePath(route), route.method);
      expect(op?.['x-amazon-apigateway-integration']).toMatchObject({ type: 'aws_proxy', httpMethod: 'POST', uri: `uri-of-${route.resource}` });
      expect(op).not.toHaveProperty('requestBody');
    }
  });

  it('declares the Cognito authorizer on the pool', () => {
    const scheme = (doc.components as { securitySchemes: Record<string, Record<string, unknown>> }).securitySchemes[COGNITO_SECURITY_SCHEME];
    expect(scheme?.['x-amazon-apigateway-authorizer']).toEqual({
      type: 'cognito_user_pools',
      providerARNs: ['pool-arn'],
      identitySource: 'method.request.header.Authorization',
    });
  });
});

describe('schemas JSON Schema cannot express', () => {
  it('degrade instead of throwing', () => {
    type Tree = { children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(tree) }));
    expect(() => jsonSchema(tree, 'output')).not.toThrow();
    expect(jsonSchema(z.object({ when: z.date(), big: z.bigint() }), 'output')).toMatchObject({ type: 'object' });
    expect(
      jsonSchema(
        z.string().transform((s) => s.length),
        'output',
      ),
    ).toBeTypeOf('object');
  });
});
