import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { webConfigSchema } from '@praktijk/shared/config';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

// A stand-in for web/dist, so the test does not depend on `npm run build:web` having run.
const webDist = mkdtempSync(join(tmpdir(), 'praktijk-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Praktijk</title>');
const praktijk = synthPraktijk({ webDist });
afterAll(() => {
  praktijk.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});
const web = praktijk.template('web');
const { stacks } = praktijk;

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface DistributionConfig {
  DefaultRootObject: string;
  DefaultCacheBehavior: { ViewerProtocolPolicy: string; FunctionAssociations: { EventType: string }[]; TargetOriginId: string };
  CacheBehaviors: { PathPattern: string; AllowedMethods: string[]; CachePolicyId: string; OriginRequestPolicyId: string; TargetOriginId: string }[];
  Origins: { Id: string; OriginAccessControlId?: unknown; DomainName: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
  CustomErrorResponses?: unknown[];
}
const distribution = (Object.values(resourcesOfType(web, 'AWS::CloudFront::Distribution'))[0]!.Properties as { DistributionConfig: DistributionConfig })
  .DistributionConfig;

function crossStackReferences(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('Fn::GetStackOutput' in value) return [value];
  return Object.values(value).flatMap(crossStackReferences);
}

describe('the CloudFront distribution', () => {
  it('serves the private web bucket through origin access control, index.html at the root', () => {
    expect(distribution.DefaultRootObject).toBe('index.html');
    const origin = distribution.Origins.find((o) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId)!;
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stacks.web.node.findChild('WebBucket')));
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('falls back to index.html for client-side routes, without touching API errors', () => {
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    // Distribution-wide error responses would turn the API's 403/404 into index.html.
    expect(distribution.CustomErrorResponses).toBeUndefined();
    const code = (Object.values(resourcesOfType(web, 'AWS::CloudFront::Function'))[0]!.Properties as { FunctionCode: string }).FunctionCode;
    const handler = new Function(`${code}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/patients/01J0ABC' } }).uri).toBe('/index.html');
    expect(handler({ request: { uri: '/' } }).uri).toBe('/index.html');
    expect(handler({ request: { uri: '/assets/index-3f2a.js' } }).uri).toBe('/assets/index-3f2a.js');
  });

  it("sends /api/* uncached, with every method and the viewer's headers, to the REST API stage", () => {
    const api = distribution.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    const origin = distribution.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
    const restApiRef = { Ref: logicalId(stacks.api.restApi) };
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(crossStackReferences(origin.DomainName).map((r) => praktijk.crossStack(r))).toContainEqual(restApiRef);
  });

  it('adds security headers: HSTS, CSP, no framing, no sniffing', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue(), IncludeSubdomains: true }),
          // A string joined with the WebSocket API's id and the region: its directives are checked below.
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
          ContentTypeOptions: Match.objectLike({ Override: true }),
        }),
      }),
    });
  });
});

describe('the Content-Security-Policy and Permissions-Policy (issue 8.8)', () => {
  const policies = Object.values(resourcesOfType(web, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
    (p) =>
      (
        p.Properties as {
          ResponseHeadersPolicyConfig: {
            SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
            CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
          };
        }
      ).ResponseHeadersPolicyConfig,
  );

  // The policy with every CloudFormation value (ids, region, domain suffix) shown as <token>.
  const joined = (value: unknown): string => {
    if (typeof value === 'string') return value;
    const [separator, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    return parts.map((part) => (typeof part === 'string' ? part : '<token>')).join(separator);
  };

  it('allows scripts and styles from the origin only, and connects only to the API, the WebSocket API, Cognito and the upload buckets', () => {
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      const raw = policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
      const directives = new Map(
        joined(raw)
          .split('; ')
          .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('style-src')).toEqual(["'self'"]);
      expect(directives.get('style-src-elem')).toEqual(["'self'"]);
      expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('connect-src')).toEqual(["'self'", '<token>', 'https://cognito-idp.<token>.<token>', 'https://<token>', 'https://<token>']);
      const parts = (raw as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      const referenced = parts.map((part) => praktijk.crossStack(part));
      expect(referenced).toContainEqual({ 'Fn::GetAtt': [logicalId(stacks.realtime.webSocketApi), 'ApiEndpoint'] });
      // The browser posts documents and import files straight to these buckets (issue 23 §4).
      for (const bucket of [stacks.data.buckets.documents, stacks.data.buckets.imports]) {
        expect(referenced).toContainEqual({ 'Fn::GetAtt': [logicalId(bucket), 'RegionalDomainName'] });
      }
      // The one unsafe- source: inline style attributes for the letter editor's formatting (issue 24).
      for (const [directive, sources] of directives)
        for (const source of sources) expect(source).not.toMatch(directive === 'style-src-attr' ? /\*/ : /\*|unsafe-/);
    }
  });

  it('denies powerful features', () => {
    for (const policy of policies) {
      const header = policy.CustomHeadersConfig.Items.find((h) => h.Header === 'Permissions-Policy');
      expect(header?.Value).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    }
  });
});

describe('the deployment of the web client', () => {
  const deployments = Object.values(resourcesOfType(web, 'Custom::CDKBucketDeployment')).map((d) => d.Properties as Record<string, unknown>);

  it('writes the built client and index.html, then config.json, never cached by browsers where it matters', () => {
    expect(deployments).toHaveLength(3);
    const config = deployments.find((d) => JSON.stringify(d.DistributionPaths) === '["/config.json"]')!;
    expect(config.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    const index = deployments.find((d) => JSON.stringify(d.Include) === '["index.html"]')!;
    expect(index.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });

  it('puts the cloud settings in /config.json: pool, client, site origin, WebSocket URL', () => {
    expect(Object.keys(stacks.web.webConfig).sort()).toEqual(['apiUrl', 'environment', 'region', 'userPoolClientId', 'userPoolId', 'wsUrl']);
    expect(webConfigSchema.parse(stacks.web.webConfig).environment).toBe('cloud');
    const config = deployments.find((d) => d.SourceMarkers)!;
    const markers = Object.values((config.SourceMarkers as Record<string, unknown>[])[0]!).map((v) => praktijk.crossStack(v));
    expect(markers).toEqual(
      expect.arrayContaining([
        { Ref: logicalId(stacks.auth.userPool) },
        { Ref: logicalId(stacks.auth.webClient) },
        { 'Fn::GetAtt': [logicalId(stacks.web.distribution), 'DomainName'] },
        { Ref: logicalId(stacks.realtime.webSocketApi) },
      ]),
    );
  });

  it('still synthesizes without a built client, deploying only config.json and saying so', () => {
    const bare = synthPraktijk({ webDist: join(webDist, 'missing') });
    try {
      const template = bare.template('web');
      expect(Object.keys(template.findResources('Custom::CDKBucketDeployment'))).toHaveLength(1);
      Annotations.fromStack(bare.stacks.web).hasWarning('*', Match.stringLikeRegexp('npm run build:web'));
    } finally {
      bare.cleanup();
    }
  });
});
