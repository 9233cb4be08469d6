import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateFnsOneCopy, dateFnsVersion } from './date-fns-one-copy';

const web = join(import.meta.dirname, '..');
const shared = join(web, '..', 'shared');
type ResolveId = (this: unknown, source: string, importer?: string, options?: object) => Promise<unknown>;
const context = { resolve: (source: string, importer: string) => Promise.resolve({ id: `${source} from ${importer}` }) };

describe('one copy of date-fns 4', () => {
  it('resolves date-fns imports of shared sources as web would, and leaves libraries and web alone', async () => {
    if (dateFnsVersion(web) !== dateFnsVersion(shared)) return; // The plugin is off (tested below).
    const resolveId = dateFnsOneCopy(web, shared).resolveId as ResolveId;
    expect(await resolveId.call(context, 'date-fns/locale/nl', join(shared, 'src', 'dates.ts'), {})).toEqual({
      id: `date-fns/locale/nl from ${join(web, 'src', 'main.tsx')}`,
    });
    expect(await resolveId.call(context, 'date-fns', join(web, '..', 'node_modules', '@cloudscape-design', 'components', 'x.js'), {})).toBeNull();
    expect(await resolveId.call(context, 'date-fns', join(web, 'src', 'x.ts'), {})).toBeNull();
    expect(await resolveId.call(context, 'date-fns-tz', join(shared, 'src', 'dates.ts'), {})).toBeNull();
  });

  it('is off when the two copies differ', async () => {
    const resolveId = dateFnsOneCopy(web, join(tmpdir(), 'no-such-package')).resolveId as ResolveId;
    expect(await resolveId.call(context, 'date-fns', join(shared, 'src', 'dates.ts'), {})).toBeNull();
  });
});
