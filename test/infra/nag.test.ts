import { Validations } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { compliancePacks } from '../../infra/stacks/compliance';
import { resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());
const stackKeys = ['data', 'auth', 'realtime', 'jobs', 'api', 'web', 'edge', 'monitoring'] as const;

describe('cdk-nag: AWS Solutions and HIPAA Security', () => {
  it('report no unacknowledged finding, error or warning', () => {
    stackKeys.forEach((key) => praktijk.template(key)); // synthesize first: the packs read the finished tree
    const findings = compliancePacks().flatMap((pack) =>
      pack
        .validateScope(praktijk.app)
        .violations.map((v) => `${v.severity} ${v.ruleName}: ${v.description}\n    ${v.violatingResources.map((r) => r.constructPath).join('\n    ')}`),
    );
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('acknowledge findings only with a specific reason', () => {
    const reasons = praktijk.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(reasons.length).toBeGreaterThan(0);
    for (const [id, reason] of reasons) expect(reason.length, id).toBeGreaterThan(60);
  });
});

describe('IAM', () => {
  it('uses no inline policies (HIPAA), only managed ones', () => {
    for (const key of stackKeys) expect(Object.keys(resourcesOfType(praktijk.template(key), 'AWS::IAM::Policy')), key).toEqual([]);
  });

  it('grants Resource "*" only for actions that cannot be scoped: X-Ray and CloudFront invalidations', () => {
    const unscopable = /^(xray:(PutTraceSegments|PutTelemetryRecords)|cloudfront:(CreateInvalidation|GetInvalidation))$/;
    for (const key of stackKeys) {
      for (const policy of Object.values(resourcesOfType(praktijk.template(key), 'AWS::IAM::ManagedPolicy'))) {
        const statements = (policy.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }).PolicyDocument
          .Statement;
        for (const statement of statements.filter((s) => s.Resource === '*' || (Array.isArray(s.Resource) && s.Resource.includes('*')))) {
          for (const action of [statement.Action].flat()) expect(action, key).toMatch(unscopable);
        }
      }
    }
  });
});
