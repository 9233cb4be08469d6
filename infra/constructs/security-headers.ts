import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { contentSecurityPolicy, PERMISSIONS_POLICY, type ContentSecurityPolicyOrigins } from './content-security-policy';

const securityHeaders = (csp: string): cloudfront.ResponseSecurityHeadersBehavior => ({
  contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
  referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
  strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
  // The legacy XSS auditor is switched off, as current browser guidance advises; the CSP protects.
  xssProtection: { protection: false, override: true },
});

const PERMISSIONS = { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true };

export interface SecurityHeadersProps {
  /** Origins the web client connects to besides its own (see content-security-policy.ts). */
  origins: ContentSecurityPolicyOrigins;
}

/** Security headers for the web client and, with no-store caching, for API responses. */
export class SecurityHeaders extends Construct {
  readonly web: cloudfront.ResponseHeadersPolicy;
  readonly api: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    const headers = securityHeaders(contentSecurityPolicy(props.origins));
    this.web = new cloudfront.ResponseHeadersPolicy(this, 'Web', {
      comment: 'Praktijk web client: security headers',
      securityHeadersBehavior: headers,
      customHeadersBehavior: { customHeaders: [PERMISSIONS] },
    });
    this.api = new cloudfront.ResponseHeadersPolicy(this, 'Api', {
      comment: 'Praktijk API: security headers; responses carry patient data, so browsers must not store them',
      securityHeadersBehavior: headers,
      customHeadersBehavior: {
        customHeaders: [PERMISSIONS, { header: 'Cache-Control', value: 'no-store', override: false }],
      },
    });
  }
}
