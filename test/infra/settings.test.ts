import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { compliancePacks } from '../../infra/stacks/compliance';
import { synthPraktijk } from './synth';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
const PRODUCTION = {
  stage: 'prod',
  domainName: 'praktijk.example.org',
  certificateArn: CERTIFICATE_ARN,
  backupCopyVaultArn: 'arn:aws:backup:eu-west-1:210987654321:backup-vault:praktijk-copies',
  alertEmail: 'ops@example.org',
};

describe('deployment settings from context', () => {
  it('name the stacks after the stage', () => {
    const prod = synthPraktijk(PRODUCTION);
    const demo = synthPraktijk({ stage: 'demo' });
    try {
      expect(Object.values(prod.stacks).map((s) => s.stackName)).toEqual(
        ['Data', 'Auth', 'Realtime', 'Jobs', 'Api', 'Web', 'Edge', 'Monitoring'].map((part) => `Praktijk-prod-${part}`),
      );
      expect(demo.stacks.data.stackName).toBe('Praktijk-demo-Data');
    } finally {
      prod.cleanup();
      demo.cleanup();
    }
  });

  it('require a stage: no silent production default', () => {
    expect(() => synthPraktijk({ stage: undefined })).toThrow(/"stage" is required/);
    expect(() => synthPraktijk({ stage: '' })).toThrow(/"stage" is required/);
  });

  it.each(['prod', 'prod-eu'])('refuse production stage %s without a custom domain, a backup copy vault and an alert address', (stage) => {
    expect(() => synthPraktijk({ stage })).toThrow(/needs context "domainName", "certificateArn", "backupCopyVaultArn", "alertEmail"/);
    for (const missing of ['domainName', 'backupCopyVaultArn', 'alertEmail'] as const) {
      const context: Record<string, unknown> = { ...PRODUCTION, stage, [missing]: undefined };
      if (missing === 'domainName') context.certificateArn = undefined;
      expect(() => synthPraktijk(context)).toThrow(new RegExp(`"${missing}"`));
    }
  });

  it('pass cdk-nag for a production stage: copy rule, alert subscription and custom domain included', () => {
    const prod = synthPraktijk(PRODUCTION);
    try {
      Object.keys(prod.stacks).forEach((key) => prod.template(key as keyof typeof prod.stacks));
      const findings = compliancePacks().flatMap((pack) =>
        pack.validateScope(prod.app).violations.map((v) => `${v.ruleName} ${v.violatingResources[0]?.constructPath}`),
      );
      expect(findings).toEqual([]);
      expect(JSON.stringify(prod.template('data').findResources('AWS::Backup::BackupPlan'))).toContain(PRODUCTION.backupCopyVaultArn);
    } finally {
      prod.cleanup();
    }
  });

  it('accept a production stage with all of them; other stages need none', () => {
    const prod = synthPraktijk({ ...PRODUCTION, stage: 'prod-eu' });
    prod.cleanup();
    const production = synthPraktijk(PRODUCTION);
    production.cleanup();
    expect(() => synthPraktijk({ stage: 'production-test' }).cleanup()).not.toThrow();
  });

  it.each([
    ['backupCopyVaultArn', 'arn:aws:s3:::not-a-vault'],
    ['breakGlassRoleArn', 'arn:aws:iam::123456789012:user/someone'],
    ['alertEmail', 'ops at example.org'],
  ])('refuse a malformed %s', (key, value) => {
    expect(() => synthPraktijk({ [key]: value })).toThrow(new RegExp(key));
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
