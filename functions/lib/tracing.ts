import { defaultTextMapGetter, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { AWSXRayPropagator } from '@opentelemetry/propagator-aws-xray';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { XrayUdpSpanExporter } from './xray-udp-exporter';

// A span for every AWS SDK call (issue 14.4), on OpenTelemetry (issue 23 §7): the X-Ray SDK that
// Powertools' Tracer used reaches end of support on 25 February 2027. Lambda's active tracing
// still records each invocation and runs the X-Ray daemon; each SDK call becomes an OpenTelemetry
// span (service, operation, status, request id, retries) under the invocation's trace, sent to
// that daemon over UDP (xray-udp-exporter.ts), and the call carries the span as its trace header
// so the service's own segment hangs below it.
//
// Why the SDK in the bundle rather than the ADOT Lambda layer (AWS_LAMBDA_EXEC_WRAPPER): the layer
// starts a Node SDK with auto-instrumentation before the handler, which adds its own cold-start
// time and patches modules as they load from node_modules, which a bundle (AWS SDK included) does
// not do. Here it is the API, the tracer provider, the X-Ray propagator and the OTLP serializer,
// tree-shaken, with no timers or batching.
//
// Off Lambda (the twin, tests, ops scripts) nothing is set up: no provider, no socket, no
// exporter; a client is returned as it was.
const SPAN_MIDDLEWARE = 'praktijkAwsCallSpan';
const TRACE_HEADER_MIDDLEWARE = 'praktijkAwsCallTraceHeader';
const propagator = new AWSXRayPropagator();
const spanOfCall = Symbol('praktijk.awsCallSpan');

/** Whether calls are traced in this process: only in Lambda with active tracing (it names the daemon). */
export function tracingEnabled(): boolean {
  return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.AWS_XRAY_DAEMON_ADDRESS);
}

let tracer: Tracer | undefined;
function awsCallTracer(): Tracer {
  if (tracer) return tracer;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.AWS_LAMBDA_FUNCTION_NAME!, 'cloud.provider': 'aws', 'cloud.platform': 'aws_lambda' }),
    // Each span leaves when it ends: a batch would wait for a timer the frozen sandbox may never run.
    spanProcessors: [new SimpleSpanProcessor({ exporter: XrayUdpSpanExporter.fromDaemonAddress(process.env.AWS_XRAY_DAEMON_ADDRESS!) })],
  });
  return (tracer = provider.getTracer('praktijk'));
}

/** The invocation's trace (Lambda sets _X_AMZN_TRACE_ID per invocation), with its sampling decision. */
function invocationContext() {
  return propagator.extract(ROOT_CONTEXT, { 'x-amzn-trace-id': process.env._X_AMZN_TRACE_ID }, defaultTextMapGetter);
}

interface SdkClient {
  middlewareStack: {
    add: (middleware: unknown, options: { step: 'initialize' | 'build'; name: string }) => void;
  };
}
type CallContext = { clientName?: string; commandName?: string; [spanOfCall]?: Span };
type CallOutput = { output?: { $metadata?: { requestId?: string; httpStatusCode?: number; attempts?: number } } };
type Next = (args: unknown) => Promise<CallOutput>;
type SdkError = { name?: string; $metadata?: { httpStatusCode?: number; requestId?: string; attempts?: number } };

/** One span around the call with its retries; only names and status codes, never parameters (they hold patient data). */
function spanMiddleware(next: Next, call: CallContext) {
  return async (args: unknown): Promise<CallOutput> => {
    const service = (call.clientName ?? 'AWS').replace(/Client$/, '');
    const operation = (call.commandName ?? 'call').replace(/Command$/, '');
    const span = awsCallTracer().startSpan(
      `${service}.${operation}`,
      { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'aws-api', 'rpc.service': service, 'rpc.method': operation } },
      invocationContext(),
    );
    call[spanOfCall] = span;
    try {
      const result = await next(args);
      recordOutcome(span, result.output?.$metadata);
      return result;
    } catch (error) {
      const failure = error as SdkError;
      recordOutcome(span, failure.$metadata);
      span.setStatus({ code: SpanStatusCode.ERROR, message: failure.name });
      throw error;
    } finally {
      span.end();
    }
  };
}

function recordOutcome(span: Span, metadata: { requestId?: string; httpStatusCode?: number; attempts?: number } | undefined): void {
  if (metadata?.requestId) span.setAttribute('aws.request_id', metadata.requestId);
  if (metadata?.httpStatusCode) span.setAttribute('http.response.status_code', metadata.httpStatusCode);
  if (metadata?.attempts) span.setAttribute('aws.retries', metadata.attempts - 1);
}

/** The call's span as its X-Amzn-Trace-Id (the SDK's own header would name only the invocation). */
function traceHeaderMiddleware(next: (args: { request: { headers?: Record<string, string> } }) => Promise<unknown>, call: CallContext) {
  return (args: { request: { headers?: Record<string, string> } }) => {
    const span = call[spanOfCall];
    if (span && args.request.headers) propagator.inject(trace.setSpan(ROOT_CONTEXT, span), args.request.headers, { set: (h, k, v) => (h[k] = v) });
    return next(args);
  };
}

/** Traces every call of an SDK v3 client in Lambda; returns the client. */
export function traceAwsCalls<C>(client: C): C {
  if (!tracingEnabled()) return client;
  const stack = (client as SdkClient).middlewareStack;
  stack.add(spanMiddleware, { step: 'initialize', name: SPAN_MIDDLEWARE });
  stack.add(traceHeaderMiddleware, { step: 'build', name: TRACE_HEADER_MIDDLEWARE });
  return client;
}
