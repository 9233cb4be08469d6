// The AWS JSON 1.1 wire format that the Cognito SDKs (and Amplify) speak: a POST whose
// x-amz-target header names the operation, a JSON body, and errors as status + __type.
import { type IncomingMessage, type ServerResponse } from 'node:http';

export const AMZ_JSON = 'application/x-amz-json-1.1';
export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 1024 * 1024;

export type JsonObject = Record<string, unknown>;

/** An error the shim answers in Cognito's own shape; the SDK turns `code` into the exception name. */
export class CognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** The two sign-in failures Cognito words identically so that they reveal nothing. */
export const incorrectCredentials = (): CognitoError => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
export const userDisabled = (): CognitoError => new CognitoError('NotAuthorizedException', 'User is disabled.');

export function operationOf(req: IncomingMessage): string | undefined {
  const target = req.headers['x-amz-target'];
  if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) return undefined;
  return target.slice(TARGET_PREFIX.length);
}

export async function readJsonBody(req: IncomingMessage): Promise<JsonObject> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new CognitoError('InvalidParameterException', 'Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as JsonObject;
  } catch {
    // fall through to the same answer as a non-object body
  }
  throw new CognitoError('SerializationException', 'Request body is not a JSON object');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, contentType = AMZ_JSON): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, error: CognitoError): void {
  res.setHeader('x-amzn-errortype', error.code);
  sendJson(res, error.status, { __type: error.code, message: error.message });
}

/** Reads a string parameter, refusing the request the way Cognito does when it is missing. */
export function requireString(body: JsonObject, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') {
    throw new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);
  }
  return value;
}

export function stringMap(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
