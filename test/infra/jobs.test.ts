import { afterAll, describe, expect, it } from 'vitest';
import { TIMEZONE } from '@praktijk/shared/constants';
import { logicalId, resourcesOfType, synthPraktijk } from './synth';

const praktijk = synthPraktijk();
afterAll(() => praktijk.cleanup());
const jobs = praktijk.template('jobs');
const { stacks } = praktijk;
const queueId = logicalId(stacks.jobs.queue);
const deadLetterId = logicalId(stacks.jobs.deadLetterQueue);

describe('the jobs queue', () => {
  it('is KMS-encrypted and sends a job to the dead-letter queue after three receives', () => {
    jobs.hasResourceProperties('AWS::SQS::Queue', {
      KmsMasterKeyId: { 'Fn::GetAtt': [logicalId(stacks.jobs.queue.encryptionMasterKey!), 'Arn'] },
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] }, maxReceiveCount: 3 },
    });
  });

  it.each([
    ['queue', queueId],
    ['dead-letter queue', deadLetterId],
  ])('%s refuses requests without TLS', (_, id) => {
    const policies = Object.values(resourcesOfType(jobs, 'AWS::SQS::QueuePolicy')).map((p) => JSON.stringify(p.Properties));
    expect(policies.some((p) => p.includes(id) && p.includes('"aws:SecureTransport":"false"') && p.includes('"Effect":"Deny"'))).toBe(true);
  });
});

describe('the worker', () => {
  it('reads the queue in small batches and reports failed records one by one', () => {
    const mapping = Object.values(resourcesOfType(jobs, 'AWS::Lambda::EventSourceMapping'))[0]!.Properties as Record<string, unknown>;
    expect(mapping.EventSourceArn).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(mapping.FunctionName).toEqual({ Ref: logicalId(stacks.jobs.worker.function) });
    expect(mapping.BatchSize).toBeGreaterThanOrEqual(1);
    expect(mapping.BatchSize).toBeLessThanOrEqual(5);
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
  });

  it('runs jobs longer than its visibility timeout allows never', () => {
    const worker = jobs.toJSON().Resources[logicalId(stacks.jobs.worker.function)].Properties as { Timeout: number };
    const queue = jobs.toJSON().Resources[queueId].Properties as { VisibilityTimeout: number };
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(worker.Timeout * 6);
  });
});

describe('the nightly schedule', () => {
  const schedule = Object.values(resourcesOfType(jobs, 'AWS::Scheduler::Schedule'))[0]!.Properties as {
    ScheduleExpression: string;
    ScheduleExpressionTimezone: string;
    FlexibleTimeWindow: { Mode: string };
    Target: { Arn: unknown; Input: string; RoleArn: unknown };
  };

  it('runs at 02:00 in the practice time zone', () => {
    expect(schedule.ScheduleExpression).toBe('cron(0 2 * * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe(TIMEZONE);
    expect(schedule.FlexibleTimeWindow.Mode).toBe('OFF');
  });

  it('puts {"kind":"scheduled-exports"} on the jobs queue', () => {
    expect(schedule.Target.Arn).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    expect(JSON.parse(schedule.Target.Input)).toEqual({ kind: 'scheduled-exports' });
  });

  it('leaves a tick it cannot deliver in its own KMS-encrypted dead-letter queue', () => {
    const dlqId = logicalId(stacks.jobs.scheduleDeadLetterQueue);
    expect((schedule.Target as unknown as { DeadLetterConfig: unknown }).DeadLetterConfig).toEqual({ Arn: { 'Fn::GetAtt': [dlqId, 'Arn'] } });
    expect(dlqId).not.toBe(deadLetterId);
    jobs.hasResource('AWS::SQS::Queue', { Properties: { KmsMasterKeyId: { 'Fn::GetAtt': [logicalId(stacks.jobs.queue.encryptionMasterKey!), 'Arn'] } } });
    const policies = Object.values(resourcesOfType(jobs, 'AWS::IAM::ManagedPolicy')).map((p) => JSON.stringify(p.Properties));
    expect(policies.some((p) => p.includes(logicalId(stacks.jobs.node.findChild('ScheduleRole'))) && p.includes(dlqId))).toBe(true);
  });

  it('may only send to that queue', () => {
    const role = jobs.toJSON().Resources[(schedule.Target.RoleArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]];
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    const policies = Object.values(resourcesOfType(jobs, 'AWS::IAM::ManagedPolicy')).map((p) => JSON.stringify(p.Properties));
    const rolePolicy = policies.find((p) => p.includes('sqs:SendMessage') && p.includes(logicalId(stacks.jobs.node.findChild('ScheduleRole'))));
    expect(rolePolicy).toBeDefined();
    expect(rolePolicy).not.toMatch(/"sqs:\*"|"Resource":"\*"/);
    const sendTargets = [...rolePolicy!.matchAll(/"Fn::GetAtt":\["(\w+)","Arn"\]/g)].map((m) => m[1]);
    expect(new Set(sendTargets)).toEqual(new Set([queueId, logicalId(stacks.jobs.scheduleDeadLetterQueue), logicalId(stacks.jobs.queue.encryptionMasterKey!)]));
  });
});

describe('the two job queues (issue 23 §5)', () => {
  const interactiveId = logicalId(stacks.jobs.interactiveQueue);
  const interactiveDeadLetterId = logicalId(stacks.jobs.interactiveDeadLetterQueue);
  const mappings = () => Object.values(resourcesOfType(jobs, 'AWS::Lambda::EventSourceMapping')).map((m) => m.Properties as Record<string, unknown>);

  it('gives jobs a user waits for their own KMS-encrypted queue, with its own dead-letter queue after three receives', () => {
    expect(interactiveId).not.toBe(queueId);
    expect(interactiveDeadLetterId).not.toBe(deadLetterId);
    const queue = jobs.toJSON().Resources[interactiveId].Properties as { KmsMasterKeyId: unknown; RedrivePolicy: unknown };
    expect(queue.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [logicalId(stacks.jobs.queue.encryptionMasterKey!), 'Arn'] });
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [interactiveDeadLetterId, 'Arn'] }, maxReceiveCount: 3 });
  });

  it('has the worker read each queue with a concurrency of its own', () => {
    const byQueue = Object.fromEntries(mappings().map((m) => [(m.EventSourceArn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0], m]));
    expect(Object.keys(byQueue).sort()).toEqual([interactiveId, queueId].sort());
    for (const mapping of Object.values(byQueue)) {
      expect(mapping.FunctionName).toEqual({ Ref: logicalId(stacks.jobs.worker.function) });
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect((mapping.ScalingConfig as { MaximumConcurrency: number }).MaximumConcurrency).toBeGreaterThanOrEqual(2);
    }
    const interactive = jobs.toJSON().Resources[interactiveId].Properties as { VisibilityTimeout: number };
    const worker = jobs.toJSON().Resources[logicalId(stacks.jobs.worker.function)].Properties as { Timeout: number };
    expect(interactive.VisibilityTimeout).toBeGreaterThanOrEqual(worker.Timeout * 6);
  });

  it('tells the worker both queues, and lets the functions that start jobs send to both', () => {
    const env = (jobs.toJSON().Resources[logicalId(stacks.jobs.worker.function)].Properties as { Environment: { Variables: Record<string, unknown> } })
      .Environment.Variables;
    expect(env.JOBS_QUEUE_URL).toEqual({ Ref: interactiveId });
    expect(env.NIGHTLY_JOBS_QUEUE_URL).toEqual({ Ref: queueId });
    const enqueue = JSON.stringify(jobs.toJSON().Resources[logicalId(stacks.jobs.enqueue)].Properties);
    expect(enqueue).toContain(interactiveId);
    expect(enqueue).toContain(queueId);
  });

  it('alarms on the interactive queue as on the nightly one', () => {
    const monitoring = praktijk.template('monitoring').toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
    const alarms = Object.values(monitoring).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    const on = (metric: string, id: string) =>
      alarms.filter((a) => a.Properties.MetricName === metric && JSON.stringify(a.Properties.Dimensions).includes(id)).length;
    expect(on('ApproximateNumberOfMessagesVisible', interactiveDeadLetterId)).toBe(1);
    expect(on('ApproximateAgeOfOldestMessage', interactiveDeadLetterId)).toBe(1);
    expect(on('ApproximateAgeOfOldestMessage', interactiveId)).toBe(1);
  });
});
