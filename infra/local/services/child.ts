import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

// Child processes of the twin (DynamoDB Local, s3rver). Each is killed when the twin stops and,
// as a last resort, when this process exits, so Ctrl-C never leaves a Java process behind.
const children = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
  output(): string;
}

export function startChild(name: string, command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000); // the tail, for error reports
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => children.delete(child));
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
        void name;
      }),
  };
}
