import { createSocket } from 'node:dgram';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { traceAwsCalls, tracingEnabled } from './tracing';

describe('traceAwsCalls', () => {
  it('is off outside Lambda (the twin, tests): the client is returned untouched, with no tracing middleware', () => {
    expect(tracingEnabled()).toBe(false);
    const client = new SQSClient({ region: 'eu-west-1' });
    const before = client.middlewareStack.identify();
    expect(traceAwsCalls(client)).toBe(client);
    expect(client.middlewareStack.identify()).toEqual(before);
  });

  it('is off in a Lambda without active tracing (no X-Ray daemon to send to)', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'praktijk-test-jobs');
    vi.resetModules();
    const tracing = await import('./tracing');
    const client = new SQSClient({ region: 'eu-west-1' });
    const before = client.middlewareStack.identify();
    expect(tracing.traceAwsCalls(client)).toBe(client);
    expect(client.middlewareStack.identify()).toEqual(before);
    vi.unstubAllEnvs();
  });
});

// In Lambda with active tracing (issue 23 §7): the span goes over UDP to the daemon Lambda names,
// here a socket of the test's own on the loopback interface.
describe('traceAwsCalls in Lambda with active tracing', () => {
  const TRACE_ROOT = '1-5759e988-bd862e3fe1be46a994272793';
  const LAMBDA_SEGMENT = '53995c3f42cd8ad8';
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("sends the call's span to the daemon under the invocation's trace, and the call carries it as its trace header", async () => {
    const daemon = createSocket('udp4');
    daemon.bind(0, '127.0.0.1');
    await once(daemon, 'listening');
    try {
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'praktijk-test-jobs');
      vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${daemon.address().port}`);
      vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${TRACE_ROOT};Parent=${LAMBDA_SEGMENT};Sampled=1`);
      vi.resetModules();
      const tracing = await import('./tracing');
      expect(tracing.tracingEnabled()).toBe(true);

      const sent: Record<string, string>[] = [];
      const client = tracing.traceAwsCalls(
        new SQSClient({
          region: 'eu-west-1',
          credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
          requestHandler: {
            handle: (request: { headers: Record<string, string> }) => {
              sent.push(request.headers);
              const body = Readable.from([Buffer.from(JSON.stringify({ QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/1/jobs' }))]);
              return Promise.resolve({ response: { statusCode: 200, headers: { 'x-amzn-requestid': 'request-1' }, body } });
            },
          },
        }),
      );
      const datagram = once(daemon, 'message') as Promise<[Buffer]>;
      await client.send(new GetQueueUrlCommand({ QueueName: 'queue-name-parameter' }));
      const [message] = await datagram;

      const text = message.toString('utf8');
      expect(text.startsWith('{"format":"json","version":1}\nT1S')).toBe(true);
      const spans = Buffer.from(text.slice(text.indexOf('T1S') + 3), 'base64');
      expect(spans.includes(Buffer.from(TRACE_ROOT.slice(2).replace('-', ''), 'hex'))).toBe(true);
      expect(spans.includes(Buffer.from(LAMBDA_SEGMENT, 'hex'))).toBe(true);
      for (const text of ['SQS.GetQueueUrl', 'request-1', 'praktijk-test-jobs']) expect(spans.includes(Buffer.from(text))).toBe(true);
      // Parameters stay out of traces (elsewhere they hold patient data).
      expect(spans.includes(Buffer.from('queue-name-parameter'))).toBe(false);

      const header = sent[0]?.['x-amzn-trace-id'] ?? sent[0]?.['X-Amzn-Trace-Id'];
      expect(header).toMatch(new RegExp(`^Root=${TRACE_ROOT};Parent=[0-9a-f]{16};Sampled=1$`));
      expect(header).not.toContain(LAMBDA_SEGMENT);
    } finally {
      daemon.close();
    }
  });
});
