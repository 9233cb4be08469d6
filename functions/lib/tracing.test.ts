import { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { traceAwsCalls, tracingEnabled } from './tracing';

describe('traceAwsCalls', () => {
  it('is off outside Lambda (the twin, tests): the client is returned untouched, with no tracing middleware', () => {
    expect(tracingEnabled()).toBe(false);
    const client = new SQSClient({ region: 'eu-west-1' });
    const before = client.middlewareStack.identify();
    expect(traceAwsCalls(client)).toBe(client);
    expect(client.middlewareStack.identify()).toEqual(before);
  });
});
