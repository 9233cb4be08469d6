import { inject } from 'vitest';

// Points this test worker's AWS clients at the twin started by global-setup.ts, so tests can
// make their own practices and users with the same provisioning code ops use.
export function twin(): { url: string } {
  const provided = inject('twin');
  Object.assign(process.env, provided.env, { PRAKTIJK_QUIET_LOGS: '1' });
  return { url: provided.url };
}
