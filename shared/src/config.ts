import { z } from 'zod';

// /config.json: written by CDK at deploy time and served by the twin; the web client reads it at boot.
export const webConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  apiUrl: z.string(),
  wsUrl: z.string(),
  userPoolEndpoint: z.string().optional(),
  environment: z.enum(['local', 'cloud']).default('cloud'),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
