import { spawn } from 'node:child_process';

// `npm test`'s static checks (typecheck, lint) side by side. tsc and ESLint each use one core; run
// one after the other they kept the second core of a CI machine idle for some six minutes. Each
// script's output is held and printed whole when it ends, so the two never interleave.
// Usage: tsx test/support/side-by-side.ts <npm script> <npm script> ...

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) => resolve({ script, code, output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(scripts: string[]): Promise<number> {
  if (scripts.length === 0) {
    console.error('side-by-side: name the npm scripts to run');
    return 2;
  }
  const outcomes = await Promise.all(scripts.map((script) => runScript(script)));
  for (const { script, code, output, seconds } of outcomes) {
    console.log(`\n> npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  return outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
