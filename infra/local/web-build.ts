import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// npm start builds the web client when web/dist is missing or older than its sources.
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => (name === 'node_modules' ? max : Math.max(max, newestMtime(join(path, name)))), stat.mtimeMs);
}

export function ensureWebBuilt(root: string, log: (line: string) => void): string {
  const dist = join(root, 'web', 'dist');
  const built = newestMtime(join(dist, 'index.html'));
  const sources = Math.max(newestMtime(join(root, 'web', 'src')), newestMtime(join(root, 'web', 'index.html')), newestMtime(join(root, 'shared', 'src')));
  if (!built || sources > built) {
    log('[web] building the web client (vite build)...');
    execFileSync('npm', ['run', '-s', 'build:web'], { cwd: root, stdio: 'inherit' });
  }
  return dist;
}
