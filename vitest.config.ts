import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four projects: unit tests beside the code, CDK/cdk-nag tests, system tests that run against one
// local twin started by test/support/global-setup.ts (API over HTTP, browser in Chromium), and the
// browser tests of enrolment at first sign-in against a twin whose pool requires MFA.
export default defineConfig({
  test: {
    projects: [
      {
        // web/src's `@/` alias (web/tsconfig.json, web/vite.config.ts), for the web's unit tests.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'infra/scripts/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/build/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        test: {
          name: 'system',
          include: ['test/api/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          exclude: ['test/e2e/mfa-required/**'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for a condition on the page or the twin (a save answered, a button
          // enabled again). Its 1 s default is shorter than a save takes while two browser files,
          // the twin and DynamoDB Local share the 2 cores; the conditions stay the same, and a
          // wait that needs another bound says so at its call.
          expect: { poll: { timeout: 10_000 } },
          // Files run side by side: each makes its own practice and users, and all share the one
          // twin of the global setup (its ports and env are handed to every worker). Two workers
          // fit this 2-core machine beside the twin, DynamoDB Local and a Chromium per browser file.
          maxWorkers: 2,
        },
      },
      {
        // First sign-in under a pool that requires MFA, as on AWS: their own twin, with MFA ON.
        test: {
          name: 'system-mfa-required',
          include: ['test/e2e/mfa-required/**/*.test.ts'],
          globalSetup: ['test/support/global-setup-mfa-required.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
