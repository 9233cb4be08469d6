// Runs cognito-local as a child process on 127.0.0.1, with its data folder (`./.cognito` under
// its working directory) inside `dir`, so users and groups persist between runs of the twin.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertAwsShapedPoolId, writeSeedFilesIfMissing, type PoolSettings } from './seed';
import { stderrFilter, stdoutFilter, type LogLine } from './process-output';

export interface CognitoLocalOptions extends PoolSettings {
  /** Working directory of cognito-local; its data lands in `<dir>/.cognito`. */
  dir: string;
  port: number;
  /** Where the twin's console lines go (default console.log); tests capture them. */
  log?: LogLine;
  startTimeoutMs?: number;
}

export interface CognitoLocal {
  url: string;
  stop(): Promise<void>;
}

const requireFromHere = createRequire(import.meta.url);
export const cognitoLocalLibDir = (): string => dirname(requireFromHere.resolve('cognito-local'));

// Run inside the child before cognito-local: when the twin dies without stopping it (even by
// SIGKILL), the IPC pipe closes and the child exits instead of holding the port.
const EXIT_WITH_PARENT = "process.on('disconnect', () => process.exit(0)); require(process.argv[1]);";

export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocal> {
  assertAwsShapedPoolId(options);
  const log = options.log ?? ((line: string) => console.log(line));
  await writeSeedFilesIfMissing(join(options.dir, '.cognito'), options);

  const child = spawn(process.execPath, ['-e', EXIT_WITH_PARENT, join(cognitoLocalLibDir(), 'bin', 'start.js')], {
    cwd: options.dir,
    // CODE (a fixed code for every delivery, for tests) passes through with the rest of env.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Ready when this child says it listens: a health check alone could reach a process
  // left over on the same port.
  let listening = false;
  const stdout = stdoutFilter(log, () => (listening = true));
  const stderr = stderrFilter(log);
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));

  const killOnExit = (): void => void child.kill();
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
  };

  try {
    await waitUntilHealthy(url, child, () => listening, options.startTimeoutMs ?? 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilHealthy(url: string, child: ChildProcess, isListening: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`cognito-local exited during start (code ${child.exitCode ?? child.signalCode}); is port ${new URL(url).port} free?`);
    }
    try {
      if (isListening() && (await fetch(`${url}/health`)).ok) return;
    } catch {
      // not answering yet
    }
    await sleep(50);
  }
  throw new Error(`cognito-local did not answer on ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(force);
}
