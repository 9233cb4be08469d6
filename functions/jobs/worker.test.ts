import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentTenant } from '../lib/auth/tenant-scope';

// The worker runs each job, and each practice's share of the nightly tick, in that practice's
// scope: in the cloud its table and bucket calls are then signed with credentials that reach only
// that practice (lib/auth/tenant-credentials.ts). Only the fan-out itself runs outside one.
const seen = vi.hoisted(() => ({ job: [] as (string | undefined)[], scheduled: [] as (string | undefined)[], fanOut: [] as (string | undefined)[] }));
vi.mock('../lib/jobs/run-job', () => ({
  SCHEDULED_EXPORTS_KIND: 'scheduled-exports',
  runJob: vi.fn(() => {
    seen.job.push(currentTenant());
    return Promise.resolve();
  }),
  runScheduledTasks: vi.fn(() => {
    seen.scheduled.push(currentTenant());
    return Promise.resolve();
  }),
  fanOutScheduledTasks: vi.fn(() => {
    seen.fanOut.push(currentTenant());
    return Promise.resolve(0);
  }),
}));
vi.mock('./kinds', () => ({}));
const { handler } = await import('./worker');

const record = (body: object, messageId = 'm1') => ({ messageId, body: JSON.stringify(body) }) as never;

describe('the job worker', () => {
  beforeEach(() => {
    seen.job.length = 0;
    seen.scheduled.length = 0;
    seen.fanOut.length = 0;
  });

  it("runs a job in its practice's scope", async () => {
    await handler({ Records: [record({ tenantId: 'praktijk-a', jobId: 'J1' }), record({ tenantId: 'praktijk-b', jobId: 'J2' }, 'm2')] });
    expect(seen.job).toEqual(['praktijk-a', 'praktijk-b']);
  });

  it("runs a practice's share of the nightly tick in its scope, and the fan-out in none", async () => {
    await handler({ Records: [record({ kind: 'scheduled-exports', tenantId: 'praktijk-a' }), record({ kind: 'scheduled-exports' }, 'm2')] });
    expect(seen.scheduled).toEqual(['praktijk-a']);
    expect(seen.fanOut).toEqual([undefined]);
  });
});
