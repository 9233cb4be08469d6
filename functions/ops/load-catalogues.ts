import { loadCatalogues } from '../catalogue/domain/loader';
import { logEvent } from '../lib/log';

// Run by CloudFormation on every deploy that changes this function (a CDK Trigger in the data
// stack): loads the reference catalogues into the table. A single read when none changed, so
// the deploy waits only when there is something to load. A failure fails the deploy.
export async function handler(): Promise<{ skipped: boolean; loaded: number; items: number }> {
  const summary = await loadCatalogues({ log: (line) => logEvent('info', 'catalogue load', { line }) });
  logEvent('info', 'catalogues loaded', { skipped: summary.skipped, loaded: summary.loaded.length, items: summary.items });
  return { skipped: summary.skipped, loaded: summary.loaded.length, items: summary.items };
}
