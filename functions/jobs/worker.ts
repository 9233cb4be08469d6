import { type Context, type SQSBatchResponse, type SQSEvent } from 'aws-lambda';
import { runForTenant } from '../lib/auth/tenant-scope';
import { type JobMessage, type ScheduledMessage } from '../lib/jobs/jobs';
import { fanOutScheduledTasks, runJob, runScheduledTasks, SCHEDULED_EXPORTS_KIND } from '../lib/jobs/run-job';
import { logEvent, withLogContext } from '../lib/log';
import './kinds';

// The job worker: SQS delivers job messages, the nightly schedule's tick and the per-practice
// messages the tick fans out to. A failed record is reported back so SQS retries it alone, and
// after three tries moves it to the dead-letter queue. The twin calls it without a context.
export async function handler(event: SQSEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = JSON.parse(record.body) as Partial<JobMessage> & Partial<ScheduledMessage>;
      // Every line this message logs names its practice and job (ids only).
      await withLogContext({ messageId: record.messageId, tenantId: message.tenantId, jobId: message.jobId }, () => handle(message, context));
    } catch (error) {
      logEvent('error', 'job record failed', { messageId: record.messageId, error: (error as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

async function handle(message: Partial<JobMessage> & Partial<ScheduledMessage>, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  if (message.kind === SCHEDULED_EXPORTS_KIND) {
    const at = message.runAt ? new Date(message.runAt) : new Date();
    if (message.tenantId) await runForTenant(message.tenantId, () => runScheduledTasks(message.tenantId!, at));
    else await fanOutScheduledTasks(at);
  } else if (message.tenantId && message.jobId) {
    // In the cloud the job's table and bucket calls are signed with credentials that reach only its practice.
    const job = { tenantId: message.tenantId, jobId: message.jobId };
    await runForTenant(job.tenantId, () => runJob(job, { remainingMs: context && (() => context.getRemainingTimeInMillis()) }));
  } else logEvent('warn', 'job message ignored: unknown shape');
}
