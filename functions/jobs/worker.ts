import { type SQSBatchResponse, type SQSEvent } from 'aws-lambda';
import { type JobMessage } from '../lib/jobs/jobs';
import { runJob, runScheduledTasks, SCHEDULED_EXPORTS_KIND } from '../lib/jobs/run-job';
import { logEvent } from '../lib/log';
import './kinds';

// The job worker: SQS delivers job messages (and the nightly schedule's tick). A failed record
// is reported back so SQS retries it alone, and after three tries moves it to the dead-letter queue.
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = JSON.parse(record.body) as Partial<JobMessage> & { kind?: string };
      if (message.kind === SCHEDULED_EXPORTS_KIND) await runScheduledTasks();
      else if (message.tenantId && message.jobId) await runJob({ tenantId: message.tenantId, jobId: message.jobId });
      else logEvent('warn', 'job message ignored: unknown shape', { messageId: record.messageId });
    } catch (error) {
      logEvent('error', 'job record failed', { messageId: record.messageId, error: (error as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
