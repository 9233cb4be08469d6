import { type Context, type SQSBatchResponse, type SQSEvent } from 'aws-lambda';
import { queueMessageSchema, type QueueMessage } from '@praktijk/shared/jobs';
import { runForTenant } from '../lib/auth/tenant-scope';
import { fanOutScheduledTasks, runJob, runScheduledTasks, SCHEDULED_EXPORTS_KIND } from '../lib/jobs/run-job';
import { logEvent, withLogContext } from '../lib/log';
import './kinds';

// The job worker: SQS delivers job messages (from both queues, shared/src/jobs.ts), the nightly
// schedule's tick and the per-practice messages the tick fans out to. Each message is parsed with
// the contract's schema; a failed record is reported back so SQS retries it alone, and after
// three tries moves it to the dead-letter queue. The twin calls it with a context modelled on Lambda's.
export async function handler(event: SQSEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = parseMessage(record.body);
      if (!message) {
        // Not a message of ours (a hand-sent test, a producer's bug): kept in the dead-letter queue to look at.
        batchItemFailures.push({ itemIdentifier: record.messageId });
        continue;
      }
      // Every line this message logs names its practice and job (ids only).
      const jobId = 'jobId' in message ? message.jobId : undefined;
      await withLogContext({ messageId: record.messageId, tenantId: message.tenantId, jobId }, () => handle(message, context));
    } catch (error) {
      logEvent('error', 'job record failed', { messageId: record.messageId, error: (error as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

/** The message, or undefined (logged with the fields that are wrong, never the body: it could carry anything). */
function parseMessage(body: string): QueueMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    logEvent('error', 'job message refused: not JSON');
    return undefined;
  }
  const parsed = queueMessageSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  logEvent('error', 'job message refused: unknown shape', { fields: [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))] });
  return undefined;
}

async function handle(message: QueueMessage, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<void> {
  if ('kind' in message && message.kind === SCHEDULED_EXPORTS_KIND) {
    const at = message.runAt ? new Date(message.runAt) : new Date();
    const tenantId = message.tenantId;
    if (tenantId) await runForTenant(tenantId, () => runScheduledTasks(tenantId, at));
    else await fanOutScheduledTasks(at);
  } else if ('jobId' in message) {
    // In the cloud the job's table and bucket calls are signed with credentials that reach only its practice.
    const job = message;
    await runForTenant(job.tenantId, () => runJob(job, { remainingMs: context && (() => context.getRemainingTimeInMillis()) }));
  }
}
