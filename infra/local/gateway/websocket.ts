import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { lambdaContext, resourceHandler } from './handlers';
import { readBody, safeDecode, sendJson, TOO_LARGE } from './http-util';

// The WebSocket half of the API Gateway twin (stage "app" at /ws/app/): $connect runs before the
// handshake and can refuse it, messages go to $default, a close runs $disconnect. The
// @connections management API listens on its own loopback port, as it is a separate,
// IAM-signed endpoint in the cloud and must not be reachable from the browser's origin.
export const WS_PATH = /^\/ws\/app\/?$/;

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

export class WebSocketTwin {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly connections = new Map<string, Connection>();
  private management?: Server;
  managementEndpoint = '';

  async startManagement(port: number): Promise<void> {
    this.management = createServer((req, res) => void this.handleManagement(req, res));
    await new Promise<void>((resolve) => this.management!.listen(port, '127.0.0.1', resolve));
    this.managementEndpoint = `http://127.0.0.1:${port}`;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    void this.connect(req, socket, head).catch(() => refuse(socket, 500));
  }

  private async connect(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://twin');
    const connectionId = randomBytes(12).toString('base64');
    const handler = await resourceHandler('ws:connect');
    const result = await handler(
      this.event('$connect', 'CONNECT', connectionId, { queryStringParameters: Object.fromEntries(url.searchParams), headers: req.headers }),
      lambdaContext('praktijk-ws-connect'),
    );
    if (!result || result.statusCode !== 200) return refuse(socket, result?.statusCode ?? 500);
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const now = Date.now();
      this.connections.set(connectionId, {
        socket: ws,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      });
      ws.on('message', (data) => void this.message(connectionId, data.toString()));
      ws.on('close', () => void this.disconnect(connectionId));
    });
  }

  private async message(connectionId: string, body: string): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (connection) connection.lastActiveAt = Date.now();
    const handler = await resourceHandler('ws:default');
    await handler(this.event('$default', 'MESSAGE', connectionId, { body }), lambdaContext('praktijk-ws-default')).catch(() => undefined);
  }

  private async disconnect(connectionId: string): Promise<void> {
    this.connections.delete(connectionId);
    const handler = await resourceHandler('ws:disconnect');
    await handler(this.event('$disconnect', 'DISCONNECT', connectionId, {}), lambdaContext('praktijk-ws-disconnect')).catch(() => undefined);
  }

  private event(routeKey: string, eventType: string, connectionId: string, extra: Record<string, unknown>) {
    return {
      requestContext: {
        routeKey,
        eventType,
        connectionId,
        requestId: randomBytes(8).toString('hex'),
        stage: 'app',
        apiId: 'twin',
        domainName: 'localhost',
        connectedAt: Date.now(),
        requestTimeEpoch: Date.now(),
        messageDirection: 'IN',
      },
      isBase64Encoded: false,
      ...extra,
    };
  }

  private async handleManagement(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /\/@connections\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return sendJson(res, 404, { message: 'Not Found' });
    const connectionId = safeDecode(match[1]!); // the SDK URL-encodes ids
    const connection = connectionId === undefined ? undefined : this.connections.get(connectionId);
    if (!connection) return sendJson(res, 410, { message: 'Gone' }, { 'x-amzn-errortype': 'GoneException' });
    if (req.method === 'POST') {
      const body = await readBody(req, 128 * 1024);
      if (body === TOO_LARGE) return sendJson(res, 413, { message: 'Payload too large' }, { 'x-amzn-errortype': 'PayloadTooLargeException' });
      connection.socket.send(body.toString('utf8'));
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      sendJson(res, 200, {
        ConnectedAt: new Date(connection.connectedAt).toISOString(),
        LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
      });
    } else if (req.method === 'DELETE') {
      connection.socket.close(1000);
      res.writeHead(204).end();
    } else {
      sendJson(res, 405, { message: 'Method Not Allowed' });
    }
  }

  openConnections(): number {
    return this.connections.size;
  }

  async close(): Promise<void> {
    for (const { socket } of this.connections.values()) socket.terminate();
    this.wss.close();
    await new Promise<void>((resolve) => (this.management ? this.management.close(() => resolve()) : resolve()));
  }
}

function refuse(socket: Duplex, status: number): void {
  socket.write(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
  socket.destroy();
}
