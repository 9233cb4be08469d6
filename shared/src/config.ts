import { z } from 'zod';

// /config.json: written by CDK at deploy time and served by the twin; the web client reads it at boot.
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
  userPoolEndpoint: z.string().optional(),
  environment: z.enum(['local', 'cloud']).default('cloud'),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
