import { Duration, RemovalPolicy, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { SqsSendMessage } from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { type Construct } from 'constructs';
import { ENV } from '@praktijk/functions/lib/env';
import { PRACTICE_DIRECTORY_LEADING_KEYS } from '@praktijk/functions/lib/data/tenant-isolation';
import { SCHEDULE } from '@praktijk/functions/lib/jobs/schedule';
import { MAX_RECEIVE_COUNT, QUEUE_CONCURRENCY, WORKER_TIMEOUT_SECONDS } from '@praktijk/functions/lib/jobs/worker-settings';
import { AppFunction } from '../constructs/app-function';
import { Capability } from '../constructs/capability';
import { ManagedPolicyRole } from '../constructs/managed-policy-role';
import { TenantAccessRole, type TenantDataResources } from '../constructs/tenant-access';
import { acknowledge, acknowledgeExpectedWildcards } from '../constructs/nag';

export interface JobsStackProps extends StackProps {
  stage: string;
  logsKey: kms.IKey;
  /** Everything a job may touch: table, buckets, realtime publishing. */
  /** What the worker's role holds itself (realtime publish); the table and buckets come through its tenant-access role. */
  workerPolicies: iam.IManagedPolicy[];
  /** The table, buckets and data key a job reaches, through a role assumed per practice (tenant isolation by IAM). */
  tenantData: TenantDataResources;
  environment: Record<string, string>;
}

// A job (a patient PDF, a batch export, a CSV import) may take minutes; a longer one checkpoints
// and continues in a fresh invocation before this timeout (functions/lib/jobs/run-job.ts). One
// message per invocation: a slow job never holds others back, and a failure retries that job alone.
const WORKER_TIMEOUT = Duration.seconds(WORKER_TIMEOUT_SECONDS);
const BATCH_SIZE = 1;

/**
 * Background jobs: two queues, each with its dead-letter queue, read by one worker function:
 * `interactiveQueue` for jobs a user waits for (imports, exports) and `queue`, the nightly queue,
 * where the nightly EventBridge Scheduler schedule puts `{"kind":"scheduled-exports"}` at 02:00 in
 * the practice time zone (with its own dead-letter queue) and the worker fans that tick out into
 * one message per practice. Separate queues with their own concurrency, so a night's work for
 * every practice never delays an import someone waits for.
 *
 * Fairness between practices: every message is sent with its practice as MessageGroupId
 * (functions/lib/jobs/queue.ts), which makes these standard queues SQS fair queues: a practice
 * with a burst of jobs in flight does not hold back the other practices' messages.
 */
export class JobsStack extends Stack {
  /** The nightly queue (it kept its name and logical id from when it was the only jobs queue). */
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  /** Jobs a user waits for (the patient import, exports): JOBS_QUEUE_URL of the functions that start them. */
  readonly interactiveQueue: sqs.Queue;
  readonly interactiveDeadLetterQueue: sqs.Queue;
  /** Where EventBridge Scheduler leaves the nightly tick when it cannot deliver it to the jobs queue. */
  readonly scheduleDeadLetterQueue: sqs.Queue;
  readonly worker: AppFunction;
  /** The role each job's table and bucket calls are signed with, assumed for the job's practice. */
  readonly workerTenantAccess: TenantAccessRole;
  readonly schedule: scheduler.Schedule;
  /** For functions that start jobs. */
  readonly enqueue: Capability;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    const key = new kms.Key(this, 'QueueKey', {
      alias: `alias/praktijk-${props.stage}-jobs`,
      description: 'Praktijk jobs queue',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const encrypted = { encryption: sqs.QueueEncryption.KMS, encryptionMasterKey: key, enforceSSL: true } as const;
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', { ...encrypted, retentionPeriod: Duration.days(14) });
    this.scheduleDeadLetterQueue = new sqs.Queue(this, 'ScheduleDeadLetterQueue', { ...encrypted, retentionPeriod: Duration.days(14) });
    acknowledge(this.scheduleDeadLetterQueue, {
      id: 'AwsSolutions-SQS3',
      reason:
        "This is a dead-letter queue: EventBridge Scheduler's, for the nightly schedule's target (DeadLetterConfig), which cdk-nag does not " +
        'recognise; only SQS redrive policies count for it. The monitoring stack alarms on its depth.',
    });
    // AWS's advice for Lambda event sources: a visibility timeout of six times the function timeout.
    const queueProps = (deadLetterQueue: sqs.Queue) =>
      ({
        ...encrypted,
        visibilityTimeout: Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
      }) as const;
    this.queue = new sqs.Queue(this, 'Queue', queueProps(this.deadLetterQueue));
    this.interactiveDeadLetterQueue = new sqs.Queue(this, 'InteractiveDeadLetterQueue', { ...encrypted, retentionPeriod: Duration.days(14) });
    this.interactiveQueue = new sqs.Queue(this, 'InteractiveQueue', queueProps(this.interactiveDeadLetterQueue));

    this.enqueue = new Capability(this, 'Enqueue', {
      description: 'Praktijk: put job messages on the jobs queues',
      statements: [
        new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.interactiveQueue.queueArn, this.queue.queueArn] }),
        new iam.PolicyStatement({ actions: ['kms:GenerateDataKey', 'kms:Decrypt'], resources: [key.keyArn] }),
      ],
    });

    this.worker = new AppFunction(this, 'Worker', {
      entry: 'functions/jobs/worker.ts',
      description: 'Praktijk job worker (exports, imports, scheduled exports)',
      environment: { ...props.environment, [ENV.jobsQueueUrl]: this.interactiveQueue.queueUrl, [ENV.nightlyJobsQueueUrl]: this.queue.queueUrl },
      logsKey: props.logsKey,
      managedPolicies: [...props.workerPolicies, this.enqueue],
      memorySize: 2048,
      timeout: WORKER_TIMEOUT,
    });
    this.workerTenantAccess = this.scopeWorkerToPractices(props.tenantData);
    // At most this many invocations per queue at once, so a burst cannot starve the API of table capacity.
    this.worker.function.addEventSource(
      new SqsEventSource(this.queue, { batchSize: BATCH_SIZE, reportBatchItemFailures: true, maxConcurrency: QUEUE_CONCURRENCY.nightly }),
    );
    this.worker.function.addEventSource(
      new SqsEventSource(this.interactiveQueue, { batchSize: BATCH_SIZE, reportBatchItemFailures: true, maxConcurrency: QUEUE_CONCURRENCY.interactive }),
    );

    this.schedule = this.createNightlySchedule();
  }

  /**
   * Tenant isolation by IAM for jobs, as for the REST functions: each job runs with credentials of
   * a role assumed for its practice (functions/jobs/worker.ts runs it in the practice's scope), which
   * reaches only that practice's keys and objects. The worker's own role reads one thing across
   * practices: the practice directory the nightly tick fans out over.
   */
  private scopeWorkerToPractices(data: TenantDataResources): TenantAccessRole {
    const access = new TenantAccessRole(this, 'WorkerTenantAccess', {
      description: 'Praktijk job worker',
      functionRole: this.worker.role,
      data,
      table: 'readWrite',
      buckets: { documents: 'read', exports: 'readWrite', imports: 'readWrite' },
    });
    this.worker.function.addEnvironment(ENV.tenantAccessRoleArn, access.role.roleArn);
    this.worker.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        sid: 'ReadPracticeDirectory',
        actions: ['dynamodb:Query'],
        resources: [data.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': PRACTICE_DIRECTORY_LEADING_KEYS } },
      }),
    );
    this.worker.role.addToPrincipalPolicy(new iam.PolicyStatement({ sid: 'DecryptPracticeDirectory', actions: ['kms:Decrypt'], resources: [data.dataKeyArn] }));
    return access;
  }

  private createNightlySchedule(): scheduler.Schedule {
    const role = new ManagedPolicyRole(this, 'ScheduleRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': this.account } } }),
      description: 'EventBridge Scheduler: put the nightly scheduled-exports message on the jobs queue',
    });
    const schedule = new scheduler.Schedule(this, 'NightlyExports', {
      description: 'Nightly scheduled exports, 02:00 practice time',
      schedule: scheduler.ScheduleExpression.expression(SCHEDULE.expression, TimeZone.of(SCHEDULE.timezone)),
      target: new SqsSendMessage(this.queue, {
        role,
        input: scheduler.ScheduleTargetInput.fromObject(SCHEDULE.payload),
        retryAttempts: 3,
        maxEventAge: Duration.hours(2),
        // A tick that cannot be delivered (the queue's key disabled, a policy mistake) is kept
        // here and alarmed on, instead of being dropped silently.
        deadLetterQueue: this.scheduleDeadLetterQueue,
      }),
    });
    // The L2 target grants send through CDK's queue grant, whose KMS half uses wildcard actions.
    acknowledgeExpectedWildcards(role.permissions.node.defaultChild as iam.CfnManagedPolicy, role, [
      {
        finding: /^Action::kms:(ReEncrypt|GenerateDataKey)\*$/,
        reason: "CDK's SQS send grant for a KMS-encrypted queue; it is limited to the jobs queue's own key.",
      },
    ]);
    return schedule;
  }
}
