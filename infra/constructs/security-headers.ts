import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

// The browser talks to its own origin (web client, /api, /config.json) and to AWS endpoints:
// Cognito (sign-in), the WebSocket API, and S3 through presigned URLs (uploads, downloads,
// previews). Cloudscape and TinyMCE set inline styles, hence 'unsafe-inline' for styles only.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.amazonaws.com wss://*.amazonaws.com",
  "frame-src 'self' blob: https://*.amazonaws.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: cloudfront.ResponseSecurityHeadersBehavior = {
  contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
  referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
  strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
  // The legacy XSS auditor is switched off, as current browser guidance advises; the CSP protects.
  xssProtection: { protection: false, override: true },
};

const PERMISSIONS_POLICY = { header: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=()', override: true };

/** Security headers for the web client and, with no-store caching, for API responses. */
export class SecurityHeaders extends Construct {
  readonly web: cloudfront.ResponseHeadersPolicy;
  readonly api: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.web = new cloudfront.ResponseHeadersPolicy(this, 'Web', {
      comment: 'Praktijk web client: security headers',
      securityHeadersBehavior: SECURITY_HEADERS,
      customHeadersBehavior: { customHeaders: [PERMISSIONS_POLICY] },
    });
    this.api = new cloudfront.ResponseHeadersPolicy(this, 'Api', {
      comment: 'Praktijk API: security headers; responses carry patient data, so browsers must not store them',
      securityHeadersBehavior: SECURITY_HEADERS,
      customHeadersBehavior: {
        customHeaders: [PERMISSIONS_POLICY, { header: 'Cache-Control', value: 'no-store', override: false }],
      },
    });
  }
}
