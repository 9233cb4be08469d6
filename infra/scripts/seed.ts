// `npm run seed -- --practice <code or id> --patients <n>`: adds n generated patients to a
// practice of the running twin (npm start), for trying the app at scale.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { useTwinEnvironment } from '../local/twin-environment';

const { values } = parseArgs({ options: { practice: { type: 'string' }, patients: { type: 'string' } } });
const count = Number(values.patients);
if (!values.practice || !Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run seed -- --practice <code or id> --patients <n>');
  process.exit(2);
}
useTwinEnvironment(join(import.meta.dirname, '..', '..', '.local'));
const { findPracticeBySlug, getPractice } = await import('@praktijk/functions/lib/data/practices');
const { bulkLoadPatients } = await import('../local/seed/bulk-patients');
const practice = (await findPracticeBySlug(values.practice)) ?? (await getPractice(values.practice));
if (!practice) {
  console.error(`No practice "${values.practice}" on the twin.`);
  process.exit(1);
}
const started = Date.now();
let shown = 0;
await bulkLoadPatients(practice.id, count, (done) => {
  if (done - shown >= 20_000) console.log(`  ${(shown = done)} items written`);
});
console.log(`Added ${count} patients to "${practice.slug}" in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
