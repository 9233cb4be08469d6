import { join } from 'node:path';
import { startTwin } from '../../infra/local/twin';
import { TEST_RESET_CODE } from './constants';
import { providedTwin, testWebRoot } from './twin-context';

// A second twin whose pool requires MFA (as the AWS pool does), for the tests of enrolment at first
// sign-in (global-setup-mfa-required.ts). It runs in its own process: a twin's services are named
// in its process's environment, which the run's main twin already holds. It prints where it is as
// one JSON line and stops when its parent closes its stdin.
process.env.PRAKTIJK_QUIET_LOGS = '1';
process.env.CODE = TEST_RESET_CODE;
const twin = await startTwin({ port: 0, webRoot: testWebRoot(join(import.meta.dirname, '..', '..')), log: () => undefined, mfaConfiguration: 'ON' });
process.stdout.write(`${JSON.stringify(providedTwin(twin.url))}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await twin.stop();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
