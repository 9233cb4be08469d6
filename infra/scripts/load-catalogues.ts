// `npm run catalogue:load [-- --force]`
// Loads the reference catalogues (ICPC-2, medications, districts, ...) into the deployed table,
// against the account in the environment (TABLE_NAME, AWS_REGION). Run after every deploy: it
// writes only the catalogues whose data changed and is a single read when none did. --force
// rewrites every catalogue.
import { parseArgs } from 'node:util';
import { loadCatalogues } from '@praktijk/functions/catalogue/domain/loader';
import { ENV } from '@praktijk/functions/lib/env';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });

if (!process.env[ENV.table]) {
  console.error(`Missing ${ENV.table}. See README.md, "Running Praktijk on AWS".`);
  process.exit(2);
}

const started = Date.now();
const summary = await loadCatalogues({ force: values.force, log: (line) => console.log(line) });
console.log(
  summary.skipped
    ? 'Catalogues are up to date; nothing loaded.'
    : `Loaded ${summary.loaded.length} catalogues (${summary.items} items, ${summary.rows} table items, ` +
        `${summary.deleted} stale items removed) in ${Date.now() - started} ms.`,
);
