import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_LOG_METRICS_NAMESPACE, REST_ACCESS_LOG_FIELDS } from '../../infra/constructs/api-access-log';
import { applicationFunctions } from '../../infra/stacks/monitoring-stack';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk({ alertEmail: 'ops@example.org' });
afterAll(() => praktijk.cleanup());
const monitoring = praktijk.template('monitoring');
const { stacks } = praktijk;
const topicId = logicalId(stacks.monitoring.alertsTopic);

interface AlarmProperties {
  AlarmName: string;
  MetricName?: string;
  Namespace?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Metrics?: { MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: { Name: string; Value: unknown }[] } } }[];
  Threshold: number;
  AlarmActions: unknown[];
}
const alarms = Object.values(resourcesOfType(monitoring, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties as unknown as AlarmProperties);
const metricNames = (a: AlarmProperties): string[] =>
  a.MetricName ? [a.MetricName] : (a.Metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));
/** The alarms on a metric (by namespace and name), optionally on one resource (a dimension value, resolved across stacks). */
function alarmsOn(namespace: string, metricName: string, dimension?: { name: string; value: unknown }): AlarmProperties[] {
  return alarms.filter((a) => {
    const stats = a.MetricName
      ? [{ MetricName: a.MetricName, Namespace: a.Namespace, Dimensions: a.Dimensions }]
      : (a.Metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
    return stats.some(
      (s) =>
        s.Namespace === namespace &&
        s.MetricName === metricName &&
        (!dimension ||
          (s.Dimensions ?? []).some((d) => d.Name === dimension.name && JSON.stringify(praktijk.crossStack(d.Value)) === JSON.stringify(dimension.value))),
    );
  });
}

describe('the alerts topic', () => {
  it('is KMS-encrypted with a rotating key, refuses requests without TLS and e-mails the alert address', () => {
    const topic = monitoring.toJSON().Resources[topicId].Properties as { KmsMasterKeyId: unknown };
    expect(topic.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [logicalId(stacks.monitoring.alertsTopic.masterKey!), 'Arn'] });
    monitoring.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true, Description: 'Praktijk alerts topic' });
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org', TopicArn: { Ref: topicId } });
    monitoring.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('lets CloudWatch and EventBridge use its key', () => {
    const key = monitoring.toJSON().Resources[logicalId(stacks.monitoring.alertsTopic.masterKey!)].Properties as { KeyPolicy: unknown };
    expect(JSON.stringify(key.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    expect(JSON.stringify(key.KeyPolicy)).toContain('events.amazonaws.com');
  });

  it('has no subscription when no alert address is given (non-production stages)', () => {
    const plain = synthPraktijk();
    try {
      expect(Object.keys(resourcesOfType(plain.template('monitoring'), 'AWS::SNS::Subscription'))).toEqual([]);
    } finally {
      plain.cleanup();
    }
  });

  it('receives every alarm', () => {
    expect(alarms.length).toBeGreaterThan(20);
    for (const alarm of alarms) expect(alarm.AlarmActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
  });
});

describe('alarms', () => {
  const apiName = (stacks.api.restApi.node.defaultChild as { name?: string }).name ?? 'praktijk-test-api';

  it('on the REST API: 5xx, p99 latency, and 429 counted from the access log', () => {
    expect(alarmsOn('AWS/ApiGateway', '5XXError', { name: 'ApiName', value: apiName })).toHaveLength(1);
    const latency = alarms.filter((a) => a.MetricName === 'Latency');
    expect(latency).toEqual([expect.objectContaining({ ExtendedStatistic: 'p99' })]);
    const throttled = alarms.filter((a) => a.Namespace === ACCESS_LOG_METRICS_NAMESPACE && a.MetricName?.includes('Praktijk-test-Api'));
    expect(throttled).toHaveLength(1);
    // The WebSocket stage's access log is counted the same way.
    expect(
      alarms
        .filter((a) => a.Namespace === ACCESS_LOG_METRICS_NAMESPACE)
        .map((a) => a.AlarmName)
        .sort(),
    ).toEqual(['praktijk-test-Api429', 'praktijk-test-Realtime429']);
    praktijk.template('api').hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = 429 }',
      MetricTransformations: [{ MetricNamespace: ACCESS_LOG_METRICS_NAMESPACE, MetricName: throttled[0]!.MetricName, MetricValue: '1' }],
    });
  });

  it('on every application function: errors, throttles and a duration near its timeout', () => {
    const functions = applicationFunctions(praktijk.app);
    expect(functions.length).toBeGreaterThanOrEqual(Object.keys(stacks.api.handlers).length + 4);
    for (const app of functions) {
      const ref = { Ref: logicalId(app.function) };
      const on = (metric: string) => alarmsOn('AWS/Lambda', metric, { name: 'FunctionName', value: ref });
      expect(on('Errors'), app.node.path).toHaveLength(1);
      expect(on('Throttles'), app.node.path).toHaveLength(1);
      const [duration] = on('Duration');
      const timeoutMs = app.function.timeout!.toMilliseconds();
      expect(duration?.Threshold, app.node.path).toBeLessThan(timeoutMs);
      expect(duration?.Threshold, app.node.path).toBeGreaterThanOrEqual(timeoutMs * 0.5);
    }
  });

  it('on the jobs: dead-letter depth and age, the oldest waiting job, the schedule dead-letter queue and target errors', () => {
    const queueName = (queue: { queueName: string }) => ({ 'Fn::GetAtt': [logicalId(queue as never), 'QueueName'] });
    const on = (metric: string, queue: Parameters<typeof queueName>[0]) => alarmsOn('AWS/SQS', metric, { name: 'QueueName', value: queueName(queue) });
    expect(on('ApproximateNumberOfMessagesVisible', stacks.jobs.deadLetterQueue)).toHaveLength(1);
    expect(on('ApproximateAgeOfOldestMessage', stacks.jobs.deadLetterQueue)).toHaveLength(1);
    expect(on('ApproximateAgeOfOldestMessage', stacks.jobs.queue)).toHaveLength(1);
    expect(on('ApproximateNumberOfMessagesVisible', stacks.jobs.scheduleDeadLetterQueue)).toHaveLength(1);
    expect(alarmsOn('AWS/Scheduler', 'TargetErrorCount')).toHaveLength(1);
  });

  it('on the table: read and write throttles and system errors', () => {
    const table = { name: 'TableName', value: { Ref: logicalId(stacks.data.table) } };
    expect(alarmsOn('AWS/DynamoDB', 'ReadThrottleEvents', table)).toHaveLength(1);
    expect(alarmsOn('AWS/DynamoDB', 'WriteThrottleEvents', table)).toHaveLength(1);
    expect(alarmsOn('AWS/DynamoDB', 'SystemErrors', table)).toHaveLength(1);
  });

  it('on the WebSocket API: integration and execution errors (its 5xx)', () => {
    const api = { name: 'ApiId', value: { Ref: logicalId(stacks.realtime.webSocketApi) } };
    const [alarm] = alarmsOn('AWS/ApiGateway', 'IntegrationError', api);
    expect(alarm && metricNames(alarm).sort()).toEqual(['ExecutionError', 'IntegrationError']);
  });
});

describe('event alerts', () => {
  const rules = Object.values(resourcesOfType(monitoring, 'AWS::Events::Rule')).map(
    (r) => r.Properties as { EventPattern: { source: string[]; detail: Record<string, string[]> }; Targets: { Arn: unknown }[] },
  );

  it('send failed or aborted backup and copy jobs to the topic', () => {
    const rule = rules.find((r) => r.EventPattern.source.includes('aws.backup'));
    expect(rule?.EventPattern).toMatchObject({
      'detail-type': ['Backup Job State Change', 'Copy Job State Change'],
      detail: { state: ['FAILED', 'ABORTED'] },
    });
    expect(rule?.Targets).toEqual([expect.objectContaining({ Arn: { Ref: topicId } })]);
  });

  it('send any attempt to disable a KMS key or schedule its deletion (from CloudTrail) to the topic', () => {
    const rule = rules.find((r) => r.EventPattern.source.includes('aws.kms'));
    expect(rule?.EventPattern.detail.eventName).toEqual(expect.arrayContaining(['DisableKey', 'ScheduleKeyDeletion']));
    expect(rule?.Targets).toEqual([expect.objectContaining({ Arn: { Ref: topicId } })]);
    monitoring.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'events.amazonaws.com' }, Action: 'sns:Publish' })]) },
    });
  });
});

describe('the dashboard', () => {
  it('is one per stage, named after it, with the alarms on it', () => {
    const dashboards = Object.values(resourcesOfType(monitoring, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties!.DashboardName).toBe('praktijk-test');
    expect(JSON.stringify(dashboards[0]!.Properties!.DashboardBody)).toContain('alarm');
  });
});

describe('tracing and logs', () => {
  it('traces every application function and the REST stage with X-Ray', () => {
    for (const app of applicationFunctions(praktijk.app)) {
      const fn = praktijk
        .template(
          app.node.path
            .split('/')[0]!
            .replace(/^Praktijk-test-/, '')
            .toLowerCase() as 'api',
        )
        .toJSON().Resources[logicalId(app.function)] as { Properties: { TracingConfig: unknown } };
      expect(fn.Properties.TracingConfig, app.node.path).toEqual({ Mode: 'Active' });
    }
    praktijk.template('api').hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });

  it("writes the practice from the token's tenant claim in the REST access log", () => {
    expect(REST_ACCESS_LOG_FIELDS.tenantId).toBe("$context.authorizer.claims['custom:tenant_id']");
    const stage = Object.values(resourcesOfType(praktijk.template('api'), 'AWS::ApiGateway::Stage'))[0]!.Properties as { AccessLogSetting: { Format: string } };
    expect(JSON.parse(stage.AccessLogSetting.Format)).toMatchObject({ tenantId: "$context.authorizer.claims['custom:tenant_id']" });
  });
});
