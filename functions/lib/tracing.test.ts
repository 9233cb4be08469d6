import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { currentTrace, daemonAddress, setTraceSender, subsegment, traceAwsCalls } from './tracing';

const sent: { message: string; address: { host: string; port: number } }[] = [];
setTraceSender((message, address) => void sent.push({ message, address }));
afterEach(() => {
  sent.length = 0;
  delete process.env._X_AMZN_TRACE_ID;
  delete process.env.AWS_XRAY_DAEMON_ADDRESS;
});

const HEADER = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';

describe('X-Ray subsegments for SDK calls', () => {
  it('read the sampled trace and the daemon address Lambda sets', () => {
    expect(currentTrace(HEADER)).toEqual({ root: '1-5759e988-bd862e3fe1be46a994272793', parent: '53995c3f42cd8ad8' });
    expect(currentTrace(HEADER.replace('Sampled=1', 'Sampled=0'))).toBeUndefined();
    expect(currentTrace(undefined)).toBeUndefined();
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
  });

  it('describe a call as an aws subsegment of the invocation: operation, request id, retries; faults and throttles flagged', () => {
    const trace = currentTrace(HEADER)!;
    const ok = subsegment(
      trace,
      { service: 'DynamoDB', operation: 'Query', region: 'eu-west-1', startMs: 1000, endMs: 1250, status: 200, requestId: 'r1', attempts: 2 },
      'abc',
    );
    expect(ok).toEqual({
      type: 'subsegment',
      id: 'abc',
      trace_id: trace.root,
      parent_id: trace.parent,
      name: 'DynamoDB',
      namespace: 'aws',
      start_time: 1,
      end_time: 1.25,
      aws: { operation: 'Query', region: 'eu-west-1', request_id: 'r1', retries: 1 },
      http: { response: { status: 200 } },
    });
    expect(subsegment(trace, { service: 'S3', operation: 'GetObject', startMs: 0, endMs: 1, status: 503, errorName: 'SlowDown' })).toMatchObject({
      fault: true,
    });
    expect(subsegment(trace, { service: 'S3', operation: 'GetObject', startMs: 0, endMs: 1, status: 429, errorName: 'Throttling' })).toMatchObject({
      error: true,
      throttle: true,
    });
  });

  it('send one subsegment per call to the daemon when sampled in Lambda, and nothing elsewhere', async () => {
    // A fake HTTP layer (not aws-sdk-client-mock, which replaces send() and so the middleware stack).
    const requestHandler = {
      handle: () =>
        Promise.resolve({
          response: {
            statusCode: 200,
            headers: { 'x-amzn-requestid': 'req-9', 'content-type': 'application/x-amz-json-1.0' },
            body: Readable.from([Buffer.from('{"QueueUrl":"q"}')]),
          },
        }),
    };
    const sqs = traceAwsCalls(
      new SQSClient({ region: 'eu-west-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, requestHandler: requestHandler as never }),
    );

    await sqs.send(new GetQueueUrlCommand({ QueueName: 'jobs' }));
    expect(sent).toEqual([]); // no trace header: not in Lambda

    process.env._X_AMZN_TRACE_ID = HEADER;
    process.env.AWS_XRAY_DAEMON_ADDRESS = '169.254.79.129:2000';
    expect((await sqs.send(new GetQueueUrlCommand({ QueueName: 'jobs' }))).QueueUrl).toBe('q');
    expect(sent).toHaveLength(1);
    const [header, body] = sent[0]!.message.split('\n');
    expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
    expect(JSON.parse(body!)).toMatchObject({ name: 'SQS', namespace: 'aws', aws: { operation: 'GetQueueUrl', request_id: 'req-9', region: 'eu-west-1' } });
    expect(sent[0]!.address).toEqual({ host: '169.254.79.129', port: 2000 });
  });
});
