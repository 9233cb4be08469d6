import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

// X-Ray subsegments for AWS SDK calls, without the X-Ray SDK (not a dependency of this repository):
// Lambda's active tracing already records each invocation; this adds one subsegment per SDK call
// (service, operation, status, request id, retries) under it, sent over UDP to the X-Ray daemon
// Lambda runs beside the function, in the daemon's documented format. Off outside Lambda (the
// twin, tests) and for unsampled invocations: it needs the trace header and daemon address Lambda
// sets. The SDK itself forwards the trace header to the services it calls.

const DAEMON_HEADER = '{"format":"json","version":1}\n';

interface TraceHeader {
  root: string;
  parent: string;
}

/** The invocation's trace, from Lambda's `_X_AMZN_TRACE_ID` (Root=...;Parent=...;Sampled=1), when it is sampled. */
export function currentTrace(header = process.env._X_AMZN_TRACE_ID): TraceHeader | undefined {
  if (!header) return undefined;
  const parts = Object.fromEntries(header.split(';').map((p) => p.split('=') as [string, string]));
  if (parts.Sampled !== '1' || !parts.Root || !parts.Parent) return undefined;
  return { root: parts.Root, parent: parts.Parent };
}

/** `AWS_XRAY_DAEMON_ADDRESS`: "host:port", or "tcp:host:port udp:host:port". */
export function daemonAddress(value = process.env.AWS_XRAY_DAEMON_ADDRESS): { host: string; port: number } | undefined {
  if (!value) return undefined;
  const udp = value.split(/\s+/).find((part) => part.startsWith('udp:')) ?? value.split(/\s+/)[0]!;
  const match = /^(?:udp:)?([^:\s]+):(\d+)$/.exec(udp);
  return match ? { host: match[1]!, port: Number(match[2]) } : undefined;
}

interface CallFacts {
  service: string;
  operation: string;
  region?: string;
  startMs: number;
  endMs: number;
  status?: number;
  requestId?: string;
  attempts?: number;
  errorName?: string;
}

/** The subsegment document for one SDK call (X-Ray segment document format). */
export function subsegment(trace: TraceHeader, call: CallFacts, id = randomBytes(8).toString('hex')): Record<string, unknown> {
  const status = call.status;
  return {
    type: 'subsegment',
    id,
    trace_id: trace.root,
    parent_id: trace.parent,
    name: call.service,
    namespace: 'aws',
    start_time: call.startMs / 1000,
    end_time: call.endMs / 1000,
    aws: { operation: call.operation, region: call.region, request_id: call.requestId, retries: Math.max(0, (call.attempts ?? 1) - 1) },
    ...(status ? { http: { response: { status } } } : {}),
    // X-Ray's convention: 4xx is an error (the caller's), 5xx or no answer a fault (the service's), 429 a throttle.
    ...(call.errorName ? (status && status < 500 ? { error: true, ...(status === 429 ? { throttle: true } : {}) } : { fault: true }) : {}),
  };
}

let socket: Socket | undefined;
let send = (message: string, address: { host: string; port: number }): void => {
  socket ??= createSocket('udp4').unref();
  socket.send(message, address.port, address.host, () => undefined); // best effort: tracing never fails a call
};

/** Tests replace the UDP sender. */
export function setTraceSender(next: typeof send): void {
  send = next;
}

interface Metadata {
  $metadata?: { httpStatusCode?: number; requestId?: string; attempts?: number };
}
interface TraceableClient {
  config: { region?: unknown };
  middlewareStack: { add: (middleware: never, options: { step: 'initialize'; name: string; priority?: 'high' | 'low' }) => void };
}

/** Adds the subsegment middleware to an SDK v3 client (outermost, so the time includes retries); returns the client. */
export function traceAwsCalls<C extends TraceableClient>(client: C): C {
  const middleware =
    (next: (args: unknown) => Promise<{ output: Metadata }>, context: { clientName?: string; commandName?: string }) =>
    async (args: unknown): Promise<{ output: Metadata }> => {
      const trace = currentTrace();
      const address = trace && daemonAddress();
      if (!trace || !address) return next(args);
      const startMs = Date.now();
      // Resolved configuration holds the region as a provider function.
      const configured = client.config.region;
      const region = typeof configured === 'function' ? String(await (configured as () => Promise<unknown>)()) : (configured as string | undefined);
      const facts = (meta: Metadata['$metadata'], errorName?: string): CallFacts => ({
        service: (context.clientName ?? 'AWS').replace(/Client$/, ''),
        operation: (context.commandName ?? 'Unknown').replace(/Command$/, ''),
        region: region ?? process.env.AWS_REGION,
        startMs,
        endMs: Date.now(),
        status: meta?.httpStatusCode,
        requestId: meta?.requestId,
        attempts: meta?.attempts,
        errorName,
      });
      try {
        const result = await next(args);
        send(DAEMON_HEADER + JSON.stringify(subsegment(trace, facts(result.output.$metadata))), address);
        return result;
      } catch (error) {
        send(DAEMON_HEADER + JSON.stringify(subsegment(trace, facts((error as Metadata).$metadata, (error as Error).name ?? 'Error'))), address);
        throw error;
      }
    };
  client.middlewareStack.add(middleware as never, { step: 'initialize', name: 'praktijkXRaySubsegment', priority: 'high' });
  return client;
}
