import { logEvent } from '../log';
import { SCHEDULE } from './schedule';
import { publishToUser } from '../realtime/publisher';
import { getJob, updateJob, type JobMessage } from './jobs';
import { jobRunner, listScheduledTasks } from './registry';

export const SCHEDULED_EXPORTS_KIND = SCHEDULE.payload.kind;

/** Runs one queued job to its end and tells its user over the realtime channel. */
export async function runJob(message: JobMessage): Promise<void> {
  const job = await getJob(message.tenantId, message.jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return; // gone or already handled (SQS redelivery)
  const runner = jobRunner(job.kind);
  if (!runner) {
    await updateJob(job.tenant_id, job.id, { status: 'failed', error: `Unknown job kind ${job.kind}.` });
    return;
  }
  await updateJob(job.tenant_id, job.id, { status: 'running' });
  try {
    const result = await runner.run(job, (done, total) => updateJob(job.tenant_id, job.id, { progress: { done, total } }));
    await updateJob(job.tenant_id, job.id, { status: 'done', result });
  } catch (error) {
    logEvent('error', 'job failed', { jobId: job.id, kind: job.kind, error: (error as Error).name });
    await updateJob(job.tenant_id, job.id, { status: 'failed', error: 'The job could not be completed.' });
  }
  const ended = await getJob(job.tenant_id, job.id);
  await publishToUser(job.tenant_id, job.user_id, { type: runner.realtimeType, payload: { id: job.id, status: ended?.status ?? 'failed' } });
}

/** The nightly schedule's tick: runs every registered scheduled task. */
export async function runScheduledTasks(now = new Date()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, task] of listScheduledTasks()) counts[name] = await task(now);
  logEvent('info', 'scheduled tasks ran', { counts });
  return counts;
}
