import { Tracer } from '@aws-lambda-powertools/tracer';

// X-Ray subsegments for AWS SDK calls (issue 14.4): Lambda's active tracing records each
// invocation; Powertools' Tracer (the X-Ray SDK underneath) adds one subsegment per SDK call under
// it (service, operation, status, retries), and the SDK forwards the trace header to the services
// it calls. The Tracer switches itself off outside Lambda (the twin, tests, ops scripts), where
// there is no daemon to send to; a client is then returned as it was.
const tracer = new Tracer({ serviceName: 'praktijk' });

/** Traces every call of an SDK v3 client in Lambda; returns the client. */
export function traceAwsCalls<C>(client: C): C {
  return tracer.captureAWSv3Client(client);
}

/** Whether calls are traced in this process (only in Lambda with tracing on). */
export function tracingEnabled(): boolean {
  return tracer.isTracingEnabled();
}
