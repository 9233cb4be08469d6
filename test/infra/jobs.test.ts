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
