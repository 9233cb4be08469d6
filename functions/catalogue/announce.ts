import { type CatalogueName } from '@praktijk/shared/schemas/catalogue';
import { logEvent } from '../lib/log';
import { publishToTenant } from '../lib/realtime/publisher';

/** The practice's open sessions reload the named list (spec 1 §4, catalogue message). A lost message must not fail the change. */
export async function announceCatalogue(tenantId: string, name: CatalogueName): Promise<void> {
  await publishToTenant(tenantId, { type: 'catalogue', payload: { name } }).catch((error: unknown) =>
    logEvent('warn', 'catalogue message not sent', { error: (error as Error).name }),
  );
}
