import * as z from 'zod/mini';

// /config.json: written by CDK at deploy time and served by the twin; the web client reads it at boot.
// zod/mini: this is the one schema the sign-in page needs, and classic zod would add ~40 kB gzip
// to it (issue 7 §5); the full contract loads with the signed-in pages.
export const webConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /**
   * Base URL the route table's paths (which begin with /api/) are appended to: the site's own
   * origin behind CloudFront, or the twin's origin. No trailing slash.
   */
  apiUrl: z.string(),
  /** Full WebSocket URL, e.g. ws://localhost:8080/ws/app/ (the ID token goes in ?token=). */
  wsUrl: z.string(),
  /** Only on the twin: where Amplify sends Cognito calls. */
  userPoolEndpoint: z.optional(z.string()),
  /** The user pool's passkey relying party (the site's domain); absent where the pool has no passkeys. */
  passkeyRelyingPartyId: z.optional(z.string()),
  environment: z._default(z.enum(['local', 'cloud']), 'cloud'),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
