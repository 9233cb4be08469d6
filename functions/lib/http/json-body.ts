import { UnsupportedMediaTypeError, ValidationError } from '../errors';
import { type ApiEvent } from './types';

// Reads a JSON body. Unlike @middy/http-json-body-parser it answers malformed JSON with the
// spec's 400 shape (not 422) and lets bodiless requests through. Headers arrive lower-cased
// (http-header-normalizer runs first).
export function parseJsonBody(event: Pick<ApiEvent, 'body' | 'isBase64Encoded' | 'headers'>): unknown {
  const { body, isBase64Encoded, headers } = event;
  if (body === null || body === undefined || body === '') return undefined;
  const contentType = headers?.['content-type'] ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the request body as application/json.');
  }
  const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw ValidationError.nonField('The request body is not valid JSON.');
  }
}

/** Query parameters: a repeated key becomes a list, a single one a string. */
export function readQuery(event: Pick<ApiEvent, 'queryStringParameters' | 'multiValueQueryStringParameters'>): Record<string, string | string[]> {
  // Without a prototype, a parameter named __proto__ or constructor is kept as data, never read
  // from or written to Object.prototype.
  const query = Object.create(null) as Record<string, string | string[]>;
  const multi = event.multiValueQueryStringParameters ?? {};
  for (const [key, value] of Object.entries(event.queryStringParameters ?? {})) {
    const all = Object.hasOwn(multi, key) ? multi[key] : undefined;
    query[key] = all && all.length > 1 ? all : (value ?? '');
  }
  return query;
}
