// `npm run access-log -- --practice <code> [--patient <id>] [--limit 50] [--from <cursor>] [--twin]`
// A practice's access log (issue 23 §4, functions/lib/data/access-log.ts): who was handed which
// patient file, bytes or a link, when and by which route, newest first, a page at a time; with
// --patient only that patient's. Against the account in the environment (TABLE_NAME, AWS_REGION),
// or with --twin the running twin (npm start). Prints ids only, as the log holds them: a
// practice asking who saw a patient's files gets the user ids with the patient's id, and names
// them from the practice's own user list.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENV } from '@praktijk/functions/lib/env';
import { useTwinEnvironment } from '../local/twin-environment';
import { accessLogLine, decodeFrom, encodeFrom } from './lib/access-log-lines';

const { values } = parseArgs({
  options: {
    practice: { type: 'string' },
    patient: { type: 'string' },
    limit: { type: 'string', default: '50' },
    from: { type: 'string' },
    twin: { type: 'boolean', default: false },
  },
});

const limit = Number(values.limit);
if (!values.practice || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('Usage: npm run access-log -- --practice <code> [--patient <id>] [--limit 1-1000] [--from <cursor>] [--twin]');
  process.exit(2);
}
if (values.twin) useTwinEnvironment(join(import.meta.dirname, '..', '..', '.local'));
else if (!process.env[ENV.table]) {
  console.error('Missing TABLE_NAME (or --twin). See README.md, "Running Praktijk on AWS".');
  process.exit(2);
}
// Imported after the environment is set: the data client reads it when first used.
const { findPracticeBySlug } = await import('@praktijk/functions/lib/data/practices');
const { listAccessLog } = await import('@praktijk/functions/lib/data/access-log');

const practice = await findPracticeBySlug(values.practice);
if (!practice) {
  console.error(`No practice "${values.practice}".`);
  process.exit(1);
}
const page = await listAccessLog({ tenantId: practice.id, patientId: values.patient, limit, from: values.from ? decodeFrom(values.from) : undefined });
if (page.results.length === 0) console.log('No entries.');
for (const entry of page.results) console.log(accessLogLine(entry));
if (page.next) {
  const again = [`--practice ${values.practice}`, values.patient ? `--patient ${values.patient}` : '', `--limit ${limit}`, values.twin ? '--twin' : ''];
  console.log(`More: npm run access-log -- ${again.filter(Boolean).join(' ')} --from ${encodeFrom(page.next)}`);
}
