import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LOG_RETENTION } from './app-function';

/** Where the access-log metric filters publish; the monitoring stack alarms on these metrics. */
export const ACCESS_LOG_METRICS_NAMESPACE = 'Praktijk/ApiAccess';

/**
 * An encrypted API access log group that also counts 429 answers: API Gateway reports them only
 * inside 4XXError, so throttling (the stage's limits) would otherwise hide among clients' own mistakes.
 */
export class ApiAccessLogGroup extends Construct {
  readonly logGroup: logs.LogGroup;
  /** 429 answers a minute in this access log (Sum). */
  readonly throttledRequests: cloudwatch.Metric;

  constructor(scope: Construct, id: string, logsKey: IKey) {
    super(scope, id);
    // 'Default' keeps the log group's logical id what it was before this wrapper existed (no replacement on deploy).
    this.logGroup = new logs.LogGroup(this, 'Default', { retention: LOG_RETENTION, encryptionKey: logsKey, removalPolicy: RemovalPolicy.RETAIN });
    // Named after the stack and construct so every access log has its own metric, found without a cross-stack reference.
    const metricName = `Throttled-${Stack.of(this).stackName}-${id}`;
    new logs.MetricFilter(this, 'Throttled', {
      logGroup: this.logGroup,
      filterPattern: logs.FilterPattern.numberValue('$.status', '=', 429),
      metricNamespace: ACCESS_LOG_METRICS_NAMESPACE,
      metricName,
      metricValue: '1',
    });
    this.throttledRequests = new cloudwatch.Metric({ namespace: ACCESS_LOG_METRICS_NAMESPACE, metricName, statistic: 'Sum' });
  }
}

/** An encrypted log group for an API stage's access log, with its 429 metric (ApiAccessLogGroup). */
export function apiAccessLogGroup(scope: Construct, id: string, logsKey: IKey): logs.LogGroup {
  return new ApiAccessLogGroup(scope, id, logsKey).logGroup;
}

/**
 * Access-log lines as JSON. Deliberately without query strings, bodies or tokens: query strings
 * carry patient search terms and the WebSocket connect carries the ID token (DESIGN §5). The
 * practice (the verified token's tenant claim) is on every authenticated line, so one practice's
 * traffic can be told apart from another's.
 */
export const REST_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  status: '$context.status',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  responseLatency: '$context.responseLatency',
  sourceIp: '$context.identity.sourceIp',
  userSub: '$context.authorizer.claims.sub',
  tenantId: "$context.authorizer.claims['custom:tenant_id']",
  errorType: '$context.error.responseType',
  xrayTraceId: '$context.xrayTraceId',
} as const;

export const WEBSOCKET_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  integrationLatency: '$context.integrationLatency',
  sourceIp: '$context.identity.sourceIp',
  errorMessage: '$context.error.message',
} as const;
