import { afterAll, describe, expect, it } from 'vitest';
import { ENV } from '@praktijk/functions/lib/env';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());
const realtime = praktijk.template('realtime');
const { stacks } = praktijk;

type Props = Record<string, unknown>;
const propsOf = (type: string): Props[] => Object.values(resourcesOfType(realtime, type)).map((r) => r.Properties as Props);

describe('the WebSocket API', () => {
  it('has exactly $connect, $disconnect and $default, each on its own Lambda', () => {
    const integrations = resourcesOfType(realtime, 'AWS::ApiGatewayV2::Integration');
    const functionOf = (route: Props): unknown => {
      const [, [, integration]] = (route.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'];
      const uriParts = (integrations[integration.Ref]!.Properties!.IntegrationUri as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      return uriParts.find((part) => typeof part === 'object' && part !== null && 'Fn::GetAtt' in part);
    };
    const routes = Object.fromEntries(propsOf('AWS::ApiGatewayV2::Route').map((r) => [r.RouteKey as string, functionOf(r)]));
    const arnOf = (fn: keyof typeof stacks.realtime.handlers): unknown => ({ 'Fn::GetAtt': [logicalId(stacks.realtime.handlers[fn].function), 'Arn'] });
    expect(routes).toEqual({ $connect: arnOf('connect'), $disconnect: arnOf('disconnect'), $default: arnOf('default') });
  });

  it('is served on the "app" stage, which logs errors but never message data', () => {
    expect(propsOf('AWS::ApiGatewayV2::Api')[0]).toMatchObject({ ProtocolType: 'WEBSOCKET' });
    expect(propsOf('AWS::ApiGatewayV2::Stage')[0]).toMatchObject({
      StageName: 'app',
      AutoDeploy: true,
      DefaultRouteSettings: { LoggingLevel: 'ERROR', DataTraceEnabled: false },
      AccessLogSettings: { Format: expect.not.stringMatching(/querystring/i) as unknown },
    });
  });

  it('lets $connect verify ID tokens itself: it knows the user pool and client', () => {
    const connect = realtime.toJSON().Resources[logicalId(stacks.realtime.handlers.connect.function)].Properties as Props;
    const variables = (connect.Environment as { Variables: Props }).Variables;
    expect(praktijk.crossStack(variables[ENV.userPoolId])).toEqual({ Ref: logicalId(stacks.auth.userPool) });
    expect(praktijk.crossStack(variables[ENV.userPoolClientId])).toEqual({ Ref: logicalId(stacks.auth.webClient) });
  });
});

describe('publishing to connected browsers', () => {
  const publishArn = { Ref: logicalId(stacks.realtime.publish) };
  const endpointOf = (fn: Props): string => JSON.stringify((fn.Environment as { Variables: Props }).Variables[ENV.wsManagementEndpoint]);

  it('is allowed by the Publish capability: ManageConnections on the app stage only', () => {
    const policy = JSON.stringify(realtime.toJSON().Resources[logicalId(stacks.realtime.publish)].Properties);
    expect(policy).toContain('execute-api:ManageConnections');
    expect(policy).toContain('/app/POST/@connections/*');
    expect(policy).not.toMatch(/\/\*\/\*\/@connections/);
  });

  it.each(['api', 'jobs'] as const)('the %s Lambdas get the https callback URL and the capability', (key) => {
    const template = praktijk.template(key);
    // The letter renderer and the thumbnailer talk to no browser: they only answer the letters and patients functions.
    const helpers = [stacks.api.letterRenderer, stacks.api.thumbnailer].map((helper) => logicalId(helper.function));
    const functions = Object.entries(resourcesOfType(template, 'AWS::Lambda::Function'))
      .filter(([id]) => !helpers.includes(id))
      .map(([, f]) => f.Properties as Props);
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      expect(endpointOf(fn)).toMatch(/"https:\/\/".*execute-api.*\/app"/);
    }
    const roles = Object.values(resourcesOfType(template, 'AWS::IAM::Role')).map(
      (r) => (r.Properties as { ManagedPolicyArns?: unknown[] }).ManagedPolicyArns ?? [],
    );
    const publishers = roles.filter((arns) => arns.some((arn) => JSON.stringify(praktijk.crossStack(arn)) === JSON.stringify(publishArn)));
    expect(publishers.length).toBeGreaterThan(0);
  });
});
