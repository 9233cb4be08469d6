import { join } from 'node:path';
import { type TestProject } from 'vitest/node';
import { startTwin } from '../../infra/local/twin';
import { TEST_RESET_CODE } from './constants';
import { providedTwin, type ProvidedTwin, testWebRoot } from './twin-context';

// One twin for the whole system-test run: free ports, DynamoDB in memory, a temp dir for the
// rest; never a running `npm start`. Test files make their own practices and users in it.
declare module 'vitest' {
  export interface ProvidedContext {
    twin: ProvidedTwin;
  }
}

export default async function setup(project: TestProject) {
  process.env.PRAKTIJK_QUIET_LOGS = '1';
  // cognito-local sends this fixed code for every password reset, so browser tests can type it.
  process.env.CODE = TEST_RESET_CODE;
  const lines: string[] = [];
  // PRAKTIJK_WEB_ROOT: a private build, so one engineer's browser run does not read another's web/dist.
  const twin = await startTwin({ port: 0, webRoot: testWebRoot(join(import.meta.dirname, '..', '..')), log: (line) => lines.push(line) });
  project.provide('twin', providedTwin(twin.url));
  return async () => {
    await twin.stop();
  };
}
