import { afterAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS, RESOURCES, routes, type RouteDefinition } from '@praktijk/shared/routes';
import { synthPraktijk, type StackKey } from './synth';

// The specification names 204 server calls (spec/api-calls.txt, aliases included); the route
// table will grow to about that. Its calls need about one API Gateway resource (path part) each:
// 207 distinct path parts for 204 calls. Pad today's table to that size with generated routes of
// the same shape (one new path part per route, nested under a record id) and check that every
// stack stays clear of CloudFormation's limits. One CloudFormation method and resource per route
// would need ~440 resources in the API stack here.
const SPECIFICATION_CALLS = 204;
const MAX_RESOURCES_PER_STACK = 400; // CloudFormation allows 500; keep room for what else comes
const MAX_TEMPLATE_BYTES = 1024 * 1024; // CloudFormation's limit for a template uploaded to S3

function paddedRouteTable(size: number): RouteDefinition[] {
  const table = [...(routes as readonly RouteDefinition[])];
  for (let n = 0; table.length < size; n++) {
    table.push({
      method: HTTP_METHODS[n % HTTP_METHODS.length]!,
      path: `/api/padding/{id}/call-${n}/`,
      resource: RESOURCES[n % RESOURCES.length]!,
      operation: `paddingCall${n}`,
      access: n % 50 === 0 ? { kind: 'public' } : { kind: 'authenticated' },
      summary: "Generated to pad the route table to the specification's size.",
    });
  }
  return table;
}

const padded = paddedRouteTable(SPECIFICATION_CALLS);
const praktijk = synthPraktijk({}, { routes: padded });
afterAll(() => praktijk.cleanup());
const stackKeys: StackKey[] = ['data', 'auth', 'realtime', 'jobs', 'api', 'web'];

describe(`stacks with the route table padded to the specification's ${SPECIFICATION_CALLS} calls`, () => {
  it('put every padded route in the REST API', () => {
    expect(padded).toHaveLength(SPECIFICATION_CALLS);
    const [restApi] = Object.values(praktijk.template('api').findResources('AWS::ApiGateway::RestApi')) as {
      Properties: { Body: { paths: Record<string, object> } };
    }[];
    const methods = Object.values(restApi!.Properties.Body.paths).flatMap((path) => Object.keys(path));
    expect(methods).toHaveLength(SPECIFICATION_CALLS);
  });

  it.each(stackKeys)(`keep the %s stack under ${MAX_RESOURCES_PER_STACK} resources and 1 MB of template`, (key) => {
    const template = praktijk.template(key).toJSON() as { Resources: Record<string, unknown> };
    expect(Object.keys(template.Resources).length).toBeLessThanOrEqual(MAX_RESOURCES_PER_STACK);
    expect(Buffer.byteLength(JSON.stringify(template))).toBeLessThan(MAX_TEMPLATE_BYTES);
  });
});
