import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type TestProject } from 'vitest/node';
import { type ProvidedTwin } from './twin-context';

// The system tests of first sign-in under a pool that requires MFA (project system-mfa-required):
// their twin runs in a child process (mfa-required-twin.ts), beside the run's main twin.
const STARTUP_MS = 120_000;

export default async function setup(project: TestProject) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'mfa-required-twin.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => String(line)),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`The MFA-required twin stopped before it started (exit ${String(code)})`))),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The MFA-required twin did not start in time')), STARTUP_MS).unref()),
  ]);
  project.provide('twin', JSON.parse(first) as ProvidedTwin);
  return async () => {
    const exited = once(child, 'exit');
    child.stdin.end();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}
