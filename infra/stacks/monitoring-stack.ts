import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { type Construct, type IConstruct } from 'constructs';
import { ApiAccessLogGroup } from '../constructs/api-access-log';
import { AppFunction } from '../constructs/app-function';

export interface MonitoringStackProps extends StackProps {
  stage: string;
  /** Subscribed to the alerts topic by e-mail (required for production stages by settings.ts). */
  alertEmail?: string;
  restApi: apigateway.RestApiBase;
  /** Where the REST and WebSocket stages' access logs are (their 429 metric filters). */
  accessLogScopes: IConstruct[];
  webSocketApi: apigwv2.IWebSocketApi;
  webSocketStage: apigwv2.IWebSocketStage;
  /** Every application function (applicationFunctions()). */
  functions: AppFunction[];
  /** The nightly jobs queue and its dead-letter queue. */
  jobsQueue: sqs.IQueue;
  jobsDeadLetterQueue: sqs.IQueue;
  /** The queue of jobs a user waits for (imports, exports) and its dead-letter queue: the same alarms. */
  interactiveJobsQueue: sqs.IQueue;
  interactiveJobsDeadLetterQueue: sqs.IQueue;
  scheduleDeadLetterQueue: sqs.IQueue;
  table: dynamodb.ITable;
}

// Thresholds: each alarm means "someone should look now", not "something moved".
const FIVE_MINUTES = Duration.minutes(5);
const API_5XX_PER_5_MINUTES = 5;
const API_429_PER_5_MINUTES = 20;
const API_P99_LATENCY_MS = 3000;
/** A function whose slowest invocation used this share of its timeout is about to time out. */
const NEAR_TIMEOUT_SHARE = 0.8;
/** A job waiting this long means the worker is stuck or throttled (jobs take minutes). */
const OLDEST_JOB_AGE = Duration.minutes(30);
// The table operations the repositories call (no Scan): at most 10 metrics fit in one alarm's math.
const TABLE_OPERATIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
  'TransactGetItems',
];

/** Every application function in the app, wherever its stack is: each gets the Lambda alarms. */
export function applicationFunctions(scope: IConstruct): AppFunction[] {
  return scope.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
}

/**
 * Alarms someone receives: one KMS-encrypted SNS topic (e-mail from context), CloudWatch alarms on
 * the API, the functions, the jobs queues, the table, the nightly schedule and the WebSocket API,
 * EventBridge rules for failed backup jobs and for attempts to disable the keys or schedule their
 * deletion, and one dashboard for the stage.
 */
export class MonitoringStack extends Stack {
  readonly alertsTopic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);

    this.alertsTopic = this.createTopic(props.stage, props.alertEmail);
    const alarm = (alarmId: string, alarmProps: Omit<cloudwatch.AlarmProps, 'evaluationPeriods'> & { evaluationPeriods?: number }) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...alarmProps,
        alarmName: `praktijk-${props.stage}-${alarmId}`,
      });
      created.addAlarmAction(new SnsAction(this.alertsTopic));
      this.alarms.push(created);
      return created;
    };

    // REST API.
    alarm('Api5xx', {
      metric: props.restApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: API_5XX_PER_5_MINUTES,
      alarmDescription: 'The REST API answered 5xx: failing Lambdas or integration errors.',
    });
    props.accessLogScopes
      .flatMap((s) => s.node.findAll().filter((c): c is ApiAccessLogGroup => c instanceof ApiAccessLogGroup))
      .forEach((log) =>
        // Named after the API's stack: Api429 (REST), Realtime429 (WebSocket).
        alarm(`${Stack.of(log).stackName.replace(`Praktijk-${props.stage}-`, '')}429`, {
          metric: log.throttledRequests.with({ period: FIVE_MINUTES }),
          threshold: API_429_PER_5_MINUTES,
          alarmDescription: `Requests refused with 429 (throttled) in ${log.node.path}: a stage limit is being reached.`,
        }),
      );
    alarm('ApiLatencyP99', {
      metric: props.restApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      threshold: API_P99_LATENCY_MS,
      evaluationPeriods: 3,
      alarmDescription: `The slowest 1% of REST requests took over ${API_P99_LATENCY_MS} ms for 15 minutes.`,
    });

    // Every application function.
    for (const app of props.functions) {
      const fn = app.function;
      const name = app.node.path.replace(/^Praktijk-[^/]+-/, '').replace(/[^A-Za-z0-9]/g, '');
      alarm(`${name}Errors`, {
        metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 1,
        alarmDescription: `${app.node.path}: invocations failed (unhandled errors, timeouts, out of memory).`,
      });
      alarm(`${name}Throttles`, {
        metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 1,
        alarmDescription: `${app.node.path}: invocations throttled (account or reserved concurrency reached).`,
      });
      const timeout = (fn.timeout ?? Duration.seconds(3)).toMilliseconds();
      alarm(`${name}NearTimeout`, {
        metric: fn.metricDuration({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        threshold: Math.round(timeout * NEAR_TIMEOUT_SHARE),
        alarmDescription: `${app.node.path}: an invocation used ${NEAR_TIMEOUT_SHARE * 100}% of its ${timeout / 1000} s timeout.`,
      });
    }

    // Jobs: the same alarms on each queue (the nightly one kept its alarm names).
    const jobQueues = [
      { name: 'Jobs', label: 'nightly jobs queue', queue: props.jobsQueue, deadLetters: props.jobsDeadLetterQueue },
      { name: 'InteractiveJobs', label: 'interactive jobs queue', queue: props.interactiveJobsQueue, deadLetters: props.interactiveJobsDeadLetterQueue },
    ];
    for (const { name, label, queue, deadLetters } of jobQueues) {
      alarm(`${name}DeadLetters`, {
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        threshold: 1,
        alarmDescription: `A message of the ${label} failed three times and is in its dead-letter queue: its job did not run.`,
      });
      alarm(`${name}DeadLetterAge`, {
        metric: deadLetters.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        threshold: Duration.days(3).toSeconds(),
        alarmDescription: `A dead-lettered message of the ${label} has waited 3 days; the queue keeps them 14.`,
      });
      alarm(`${name}OldestMessage`, {
        metric: queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        threshold: OLDEST_JOB_AGE.toSeconds(),
        alarmDescription: `A job has waited ${OLDEST_JOB_AGE.toMinutes()} minutes on the ${label}: the worker is stuck or throttled.`,
      });
    }
    alarm('ScheduleDeadLetters', {
      metric: props.scheduleDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: 1,
      alarmDescription: "The nightly schedule's tick could not be delivered to the jobs queue.",
    });
    alarm('ScheduleTargetErrors', {
      metric: scheduler.Schedule.metricAllErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 1,
      alarmDescription: 'EventBridge Scheduler could not deliver to a target (the nightly tick to the jobs queue).',
    });

    // Table.
    for (const kind of ['Read', 'Write'] as const) {
      alarm(`Table${kind}Throttles`, {
        metric: props.table.metric(`${kind}ThrottleEvents`, { period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 1,
        alarmDescription: `DynamoDB throttled ${kind.toLowerCase()}s on the table (on-demand: a sudden burst past its previous peak or a hot partition).`,
      });
    }
    alarm('TableSystemErrors', {
      metric: props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS as dynamodb.Operation[], period: FIVE_MINUTES }),
      threshold: 1,
      alarmDescription: 'DynamoDB answered with system errors (5xx on its side).',
    });

    // WebSocket API.
    const ws = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.webSocketApi.apiId, Stage: props.webSocketStage.stageName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    alarm('WebSocket5xx', {
      metric: new cloudwatch.MathExpression({
        expression: 'integration + execution',
        usingMetrics: { integration: ws('IntegrationError'), execution: ws('ExecutionError') },
        period: FIVE_MINUTES,
        label: 'WebSocket integration and execution errors',
      }),
      threshold: 5,
      alarmDescription: 'The WebSocket API failed messages or connections on its side (integration or execution errors).',
    });

    this.addEventAlerts();
    this.dashboard = this.createDashboard(props, ws);
  }

  private createTopic(stage: string, alertEmail: string | undefined): sns.Topic {
    const key = new kms.Key(this, 'AlertsKey', {
      alias: `alias/praktijk-${stage}-alerts`,
      description: 'Praktijk alerts topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudWatch alarms and EventBridge rules publish to the encrypted topic only if they may use its key.
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com'), new iam.ServicePrincipal('events.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const topic = new sns.Topic(this, 'Alerts', {
      topicName: `praktijk-${stage}-alerts`,
      displayName: `Praktijk ${stage} alerts`,
      masterKey: key,
      enforceSSL: true,
    });
    if (alertEmail) topic.addSubscription(new subscriptions.EmailSubscription(alertEmail));
    return topic;
  }

  /** Events that are not metrics: failed backups, and anyone trying to make the data unreadable. */
  private addEventAlerts(): void {
    const target = new targets.SnsTopic(this.alertsTopic);
    new events.Rule(this, 'BackupFailed', {
      description: 'An AWS Backup backup or copy job failed or was aborted',
      eventPattern: {
        source: ['aws.backup'],
        detailType: ['Backup Job State Change', 'Copy Job State Change'],
        detail: { state: ['FAILED', 'ABORTED'] },
      },
      targets: [target],
    });
    // Needs CloudTrail's management events (runbook step 0): the key policies deny these calls to
    // all but the break-glass role, so an event here is an attempt, or break-glass in use.
    new events.Rule(this, 'KeyDisablingOrDeletion', {
      description: 'Someone tried to disable a KMS key, schedule its deletion or change its key policy',
      eventPattern: {
        source: ['aws.kms'],
        detailType: ['AWS API Call via CloudTrail'],
        detail: { eventSource: ['kms.amazonaws.com'], eventName: ['DisableKey', 'ScheduleKeyDeletion', 'PutKeyPolicy'] },
      },
      targets: [target],
    });
  }

  private createDashboard(props: MonitoringStackProps, ws: (metricName: string) => cloudwatch.Metric): cloudwatch.Dashboard {
    const graph = (title: string, left: cloudwatch.IMetric[]) => new cloudwatch.GraphWidget({ title, left, width: 12, height: 6 });
    const fns = props.functions.map((f) => f.function);
    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: `praktijk-${props.stage}` });
    dashboard.addWidgets(new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 }));
    dashboard.addWidgets(
      graph('REST requests and errors', [
        props.restApi.metricCount({ period: FIVE_MINUTES }),
        props.restApi.metricClientError({ period: FIVE_MINUTES }),
        props.restApi.metricServerError({ period: FIVE_MINUTES }),
      ]),
      graph('REST latency p50 / p99 (ms)', [
        props.restApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
        props.restApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      ]),
    );
    dashboard.addWidgets(
      graph(
        'Lambda errors',
        fns.map((f) => f.metricErrors({ period: FIVE_MINUTES })),
      ),
      graph(
        'Lambda duration p99 (ms)',
        fns.map((f) => f.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' })),
      ),
    );
    dashboard.addWidgets(
      graph('Jobs queues', [
        props.interactiveJobsQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }),
        props.interactiveJobsQueue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES }),
        props.interactiveJobsDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }),
        props.jobsQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }),
        props.jobsQueue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES }),
        props.jobsDeadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }),
      ]),
      graph('Table consumed capacity and throttles', [
        props.table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES }),
        props.table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES }),
        props.table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
        props.table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
      ]),
    );
    dashboard.addWidgets(
      graph('WebSocket', [ws('ConnectCount'), ws('MessageCount'), ws('IntegrationError'), ws('ExecutionError')]),
      graph('Nightly schedule', [scheduler.Schedule.metricAllAttempts({ period: FIVE_MINUTES }), scheduler.Schedule.metricAllErrors({ period: FIVE_MINUTES })]),
    );
    return dashboard;
  }
}
