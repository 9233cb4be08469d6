// `npm start`: the whole of Praktijk on this machine, no AWS account. `npm start -- --reset`
// starts from an empty twin; PORT changes the port (default 8080).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_TEMPORARY_PASSWORD } from './seed/demo-users';
import { reindexPatientNamesOnce } from './seed/reindex-names';
import { seedDemo } from './seed/seed-demo';
import { TWIN } from './settings';
import { startTwin } from './twin';
import { ensureWebBuilt } from './web-build';
import { writeTwinEnvironment } from './twin-environment';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = join(root, '.local');
const started = Date.now();
const log = (line: string) => console.log(line);

if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  log('[twin] --reset: starting from an empty twin');
}

const webRoot = ensureWebBuilt(root, log);
const twin = await startTwin({ port: Number(process.env.PORT ?? TWIN.defaultPort), dataDir, webRoot, log });
await reindexPatientNamesOnce(dataDir, log);
await seedDemo(log);
writeTwinEnvironment(dataDir);

log(`\nPraktijk is running at ${twin.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const practice of DEMO_PRACTICES) {
  for (const user of practice.users) {
    const note = user.temporary
      ? `temporary password ${DEMO_TEMPORARY_PASSWORD}, must be changed at first sign-in`
      : [...user.roles, ...(user.isStaff ? ['staff'] : [])].join(', ');
    log(`  ${user.email.padEnd(24)} practice "${practice.slug}"  ${note}`);
  }
}
log('\nCtrl-C stops everything.');

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  log('\n[twin] stopping...');
  void twin.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
