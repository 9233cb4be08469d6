import { createSocket, type Socket } from 'node:dgram';
import { type ExportResult, ExportResultCode } from '@opentelemetry/core';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace';

// Spans to the X-Ray daemon that Lambda runs beside a function with active tracing, as the AWS
// Distro for OpenTelemetry does it: one UDP datagram per export, the daemon's JSON header line,
// 'T1S' (sampled OTLP spans), then the OTLP ExportTraceServiceRequest in base64. UDP to the local
// daemon costs no HTTPS round trip and leaves nothing to flush before Lambda freezes the sandbox;
// delivery is best effort, as with the X-Ray SDK before.
const DAEMON_HEADER = '{"format":"json","version":1}\n';
const SAMPLED_OTLP_SPANS = 'T1S';

export class XrayUdpSpanExporter implements SpanExporter {
  private socket: Socket | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** From AWS_XRAY_DAEMON_ADDRESS: 'host:port', or 'udp:host:port tcp:host:port'. */
  static fromDaemonAddress(address: string): XrayUdpSpanExporter {
    const udp =
      address
        .split(/\s+/)
        .find((part) => part.startsWith('udp:'))
        ?.slice('udp:'.length) ?? address;
    const colon = udp.lastIndexOf(':');
    return new XrayUdpSpanExporter(udp.slice(0, colon), Number(udp.slice(colon + 1)));
  }

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const request = ProtobufTraceSerializer.serializeRequest(spans);
    if (!request) return done({ code: ExportResultCode.FAILED, error: new Error('Spans could not be serialized') });
    const datagram = Buffer.from(DAEMON_HEADER + SAMPLED_OTLP_SPANS + Buffer.from(request).toString('base64'));
    this.socket ??= createSocket('udp4').unref();
    this.socket.send(datagram, this.port, this.host, (error) => done(error ? { code: ExportResultCode.FAILED, error } : { code: ExportResultCode.SUCCESS }));
  }

  shutdown(): Promise<void> {
    this.socket?.close();
    this.socket = undefined;
    return Promise.resolve();
  }
}
