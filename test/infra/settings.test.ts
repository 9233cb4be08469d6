import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { compliancePacks } from '../../infra/stacks/compliance';
import { synthPraktijk } from './synth';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';

describe('deployment settings from context', () => {
  it('name the stacks after the stage, "prod" by default', () => {
    const prod = synthPraktijk();
    const demo = synthPraktijk({ stage: 'demo' });
    try {
      expect(Object.values(prod.stacks).map((s) => s.stackName)).toEqual(
        ['Data', 'Auth', 'Realtime', 'Jobs', 'Api', 'Web'].map((part) => `Praktijk-prod-${part}`),
      );
      expect(demo.stacks.data.stackName).toBe('Praktijk-demo-Data');
    } finally {
      prod.cleanup();
      demo.cleanup();
    }
  });

  it('refuse a stage name that cannot name AWS resources', () => {
    expect(() => synthPraktijk({ stage: 'Prod_1' })).toThrow(/stage/);
  });

  it('refuse a custom domain without its certificate', () => {
    expect(() => synthPraktijk({ domainName: 'praktijk.example.org' })).toThrow(/certificateArn/);
  });

  it('with a custom domain: serve it with TLS 1.2 at least, allow it in CORS, pass cdk-nag without the CFR4 exception', () => {
    const custom = synthPraktijk({ domainName: 'praktijk.example.org', certificateArn: CERTIFICATE_ARN });
    try {
      custom.template('web').hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: {
          Aliases: ['praktijk.example.org'],
          ViewerCertificate: { AcmCertificateArn: CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
        },
      });
      expect(custom.stacks.web.webConfig.apiUrl).toBe('https://praktijk.example.org');
      custom.template('data').hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://praktijk.example.org'] })] },
      });
      const findings = compliancePacks().flatMap((pack) => pack.validateScope(custom.app).violations.map((v) => v.ruleName));
      expect(findings).toEqual([]);
    } finally {
      custom.cleanup();
    }
  });
});
