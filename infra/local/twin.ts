import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENV } from '@praktijk/functions/lib/env';
import { cacheJwks } from '@praktijk/functions/lib/auth/token-verifier';
import { installStrayErrorTrap } from '@praktijk/functions/lib/http/stray-errors';
import { loadCatalogues } from '@praktijk/functions/catalogue/domain/loader';
import { setLetterRenderer } from '@praktijk/functions/letters/domain/renderer';
import { renderLetterFile } from '@praktijk/functions/letters/render/render-file';
import { setThumbnailer } from '@praktijk/functions/patients/domain/thumbnails';
import { makeThumbnail } from '@praktijk/functions/patients/thumbnails/make';
import { type WebConfig } from '@praktijk/shared/config';
import { openApiDocument } from '@praktijk/shared/openapi';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../constructs/content-security-policy';
import { startCognitoLocal } from './cognito/cognito-local';
import { createCognitoShim, type CognitoShim } from './cognito/shim';
import { type MfaConfiguration } from './cognito/shim-context';
import { sendBody } from './gateway/compression';
import { guardedListener } from './gateway/guarded';
import { handleRest } from './gateway/rest';
import { serveStatic } from './gateway/static';
import { clientErrorAnswer, hasDotSegment, sendJson } from './gateway/http-util';
import { WebSocketTwin, WS_PATH } from './gateway/websocket';
import { LocalJobQueue } from './jobs';
import { ensureTable, startDynamoLocal } from './services/dynamodb';
import { freePort } from './services/ports';
import { ensureBuckets, startS3 } from './services/s3';
import { TWIN } from './settings';

// The local twin (DESIGN §8): DynamoDB Local, s3rver, cognito-local behind its shim, and one
// HTTP origin serving the web client, /config.json, /api/..., /ws/app/ and the Cognito endpoint.
export interface TwinOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Keeps data between runs when set (npm start); otherwise everything lives in memory or a temp dir. */
  dataDir?: string;
  webRoot: string;
  log?: (line: string) => void;
  /** The pool's MFA mode (default TWIN.mfaConfiguration, OPTIONAL): ON for the tests of first sign-in enrolment. */
  mfaConfiguration?: MfaConfiguration;
}

export interface Twin {
  url: string;
  port: number;
  cognitoEndpoint: string;
  jobs: LocalJobQueue;
  stop(): Promise<void>;
}

export async function startTwin(options: TwinOptions): Promise<Twin> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Set before the first AWS SDK call (the DynamoDB readiness probe): the SDK warns once per
  // process that its 2027 releases need Node 22; this repo pins its SDK.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const scratch = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'praktijk-twin-'));
  const dataDir = options.dataDir ?? scratch!;
  const [dynamoPort, s3Port, cognitoPort, managementPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);

  // The web origins (browser uploads to S3 are cross-origin), known once the server listens below.
  let webOrigins: string[] = [];
  const [dynamo, s3, cognitoLocal] = await Promise.all([
    startDynamoLocal({ port: dynamoPort, dataDir: options.dataDir ? join(dataDir, 'dynamodb') : undefined }),
    startS3({ port: s3Port, dataDir: join(dataDir, 's3'), allowedOrigins: () => webOrigins }),
    // A loaded machine (two cores, test runs side by side, DynamoDB Local's JVM starting at the same
    // time) takes cognito-local past its default 15 s to start.
    startCognitoLocal({
      dir: join(dataDir, 'cognito'),
      port: cognitoPort,
      region: TWIN.region,
      poolId: TWIN.poolId,
      clientId: TWIN.clientId,
      log,
      startTimeoutMs: 60_000,
    }),
  ]);
  // Listening first: the shim needs the origin (its port) that passkeys are registered on.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const port = (server.address() as { port: number }).port;
  const url = `http://localhost:${port}`;
  webOrigins = [url, `http://127.0.0.1:${port}`];
  const shim = await createCognitoShim({
    upstreamUrl: cognitoLocal.url,
    dataDir: join(dataDir, 'cognito-shim'),
    region: TWIN.region,
    poolId: TWIN.poolId,
    clientId: TWIN.clientId,
    mfaConfiguration: options.mfaConfiguration,
    // WebAuthn takes a domain, not an IP address, as relying party: passkeys work on localhost only.
    webAuthn: { relyingPartyId: TWIN_PASSKEY_RP_ID, origins: [url] },
  });
  const ws = new WebSocketTwin();
  await ws.startManagement(managementPort);
  const cognitoEndpoint = `http://127.0.0.1:${port}${COGNITO_PATH}`;

  setHandlerEnvironment({ dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, cognitoEndpoint, managementEndpoint: ws.managementEndpoint });
  await Promise.all([
    ensureTable(dynamo.endpoint, TWIN.tableName).then(() => loadCatalogues()),
    ensureBuckets(s3.endpoint, Object.values(TWIN.buckets), webOrigins),
  ]);

  // The gateway's Cognito authorizer and $connect both verify against the shim's own key.
  const verifier = CognitoJwtVerifier.create({ userPoolId: TWIN.poolId, clientId: TWIN.clientId, tokenUse: 'id' });
  verifier.cacheJwks(shim.jwks() as Parameters<typeof verifier.cacheJwks>[0]);
  cacheJwks(shim.jwks());
  const verify = async (token: string) => (await verifier.verify(token).catch(() => undefined)) as Record<string, unknown> | undefined;

  // Each request runs guarded (issue 21 §7): an error that escapes it, in the twin's own code or a
  // handler's, answers 500 to that request and the twin keeps serving everyone else.
  installStrayErrorTrap();
  const deps: RouteDeps = { shim, verify, webRoot: options.webRoot, port, s3Endpoint: s3.endpoint };
  server.on(
    'request',
    guardedListener((req, res) => route(req, res, deps)),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code !== 'ECONNRESET' && socket.writable) socket.end(clientErrorAnswer(error.code));
    else socket.destroy();
  });
  server.on('upgrade', (req, socket, head: Buffer) => {
    if (WS_PATH.test(new URL(req.url ?? '/', 'http://twin').pathname)) ws.handleUpgrade(req, socket, head);
    else socket.destroy();
  });

  const jobs = new LocalJobQueue();
  jobs.start();
  // Letters render in this process, as the renderer Lambda would (the cloud's letters function invokes it).
  setLetterRenderer(renderLetterFile);
  // Medical cards' thumbnails too, as the thumbnailer Lambda would (the cloud's patients function invokes it).
  setThumbnailer(makeThumbnail);

  const stop = async () => {
    jobs.stop();
    await ws.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await shim.close();
    await Promise.all([cognitoLocal.stop(), dynamo.child.stop(), s3.stop()]);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  return { url, port, cognitoEndpoint, jobs, stop };
}

interface RouteDeps {
  shim: CognitoShim;
  verify: (token: string) => Promise<Record<string, unknown> | undefined>;
  webRoot: string;
  port: number;
  /** The twin's S3 endpoint, where the browser posts files (presigned POSTs). */
  s3Endpoint: string;
}

const COGNITO_PATH = '/cognito/';
const TWIN_PASSKEY_RP_ID = 'localhost';

async function route(req: IncomingMessage, res: ServerResponse, deps: RouteDeps): Promise<void> {
  // Routed as sent, as API Gateway and CloudFront route it: '/api/x/%2e%2e/auth/' names no resource.
  if (hasDotSegment(req.url ?? '/')) return sendJson(res, 404, { detail: 'Not found.' });
  const path = new URL(req.url ?? '/', 'http://twin').pathname;
  // Only the Cognito endpoint speaks Cognito's protocol (Amplify drops the trailing slash): an
  // X-Amz-Target header elsewhere is just a header.
  if (path === COGNITO_PATH.slice(0, -1) || path.startsWith(COGNITO_PATH)) return deps.shim.handle(req, res);
  if (path === '/config.json') return sendWebConfig(req, res, deps.port);
  if (path === OPENAPI_PATH) return sendBody(req, res, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }, openApi());
  if (path === '/api' || path.startsWith('/api/')) return handleRest(req, res, deps.verify);
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method Not Allowed' });
  const host = twinHost(req, deps.port);
  serveStatic(deps.webRoot, req, res, {
    'content-security-policy': contentSecurityPolicy({ webSocket: `ws://${host}`, fileUploads: [deps.s3Endpoint], images: [deps.s3Endpoint] }),
    'permissions-policy': PERMISSIONS_POLICY,
  });
}

/** The twin's host the request named (localhost or 127.0.0.1), or localhost for any other Host header. */
function twinHost(req: IncomingMessage, port: number): string {
  const hosts = [`localhost:${port}`, `127.0.0.1:${port}`];
  return hosts.find((h) => h === req.headers.host) ?? hosts[0]!;
}

// The published OpenAPI document, from the same generator as the cloud API's definition.
const OPENAPI_PATH = '/api/openapi.json';
let openApiCache: Buffer | undefined;
const openApi = (): Buffer => (openApiCache ??= Buffer.from(JSON.stringify(openApiDocument())));

/**
 * /config.json, built from the twin's own settings. The twin answers on localhost and on
 * 127.0.0.1; the URLs name the one the browser used, so they stay same-origin, and any other
 * Host header gets the localhost ones: a request never decides where the client is sent.
 */
function sendWebConfig(req: IncomingMessage, res: ServerResponse, port: number): void {
  const host = twinHost(req, port);
  const origin = `http://${host}`;
  const config: WebConfig = {
    region: TWIN.region,
    userPoolId: TWIN.poolId,
    userPoolClientId: TWIN.clientId,
    apiUrl: origin,
    wsUrl: `ws://${host}/ws/app/`,
    userPoolEndpoint: `${origin}${COGNITO_PATH}`,
    passkeyRelyingPartyId: TWIN_PASSKEY_RP_ID,
    environment: 'local',
  };
  sendJson(res, 200, config, { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff', vary: 'Host' });
}

function setHandlerEnvironment(endpoints: { dynamoEndpoint: string; s3Endpoint: string; cognitoEndpoint: string; managementEndpoint: string }): void {
  Object.assign(process.env, {
    AWS_REGION: TWIN.region,
    // s3rver only accepts its own key pair; DynamoDB Local (-sharedDb) and the shim accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    [ENV.table]: TWIN.tableName,
    [ENV.documentsBucket]: TWIN.buckets.documents,
    [ENV.exportsBucket]: TWIN.buckets.exports,
    [ENV.importsBucket]: TWIN.buckets.imports,
    [ENV.userPoolId]: TWIN.poolId,
    [ENV.userPoolClientId]: TWIN.clientId,
    [ENV.wsManagementEndpoint]: endpoints.managementEndpoint,
    [ENV.dynamoEndpoint]: endpoints.dynamoEndpoint,
    [ENV.s3Endpoint]: endpoints.s3Endpoint,
    [ENV.cognitoEndpoint]: endpoints.cognitoEndpoint,
    [ENV.jobsQueueUrl]: 'twin://in-process',
  });
}
