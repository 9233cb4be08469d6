import { type Context } from 'aws-lambda';
import { resourcePath, routeKey, type RouteDefinition } from '@praktijk/shared/routes';
import { assertAccess } from '../auth/access';
import { readClaims, type ClaimsBag } from '../auth/claims';
import { loadRequestContext } from '../auth/context';
import { MethodNotAllowedError, NotFoundError } from '../errors';
import { parseJsonBody, readQuery } from './json-body';
import { parseUpload } from './multipart';
import { json, successStatus } from './responses';
import { type AnonymousOperation, type ApiEvent, type ApiResult, type Operation, type Operations } from './types';
import { validatePart } from './validate';

export interface BoundRoute {
  route: RouteDefinition;
  operation: Operation | AnonymousOperation;
}

/** Route key -> route and operation; refuses at cold start a route without its operation. */
export function bindRoutes(resource: string, table: readonly RouteDefinition[], operations: Operations): Map<string, BoundRoute> {
  const bound = new Map<string, BoundRoute>();
  for (const route of table) {
    const operation = operations[route.operation];
    if (!operation) throw new Error(`Resource ${resource} has no operation ${route.operation}`);
    bound.set(routeKey(route.method, route.path), { route, operation });
  }
  return bound;
}

function findRoute(bound: Map<string, BoundRoute>, event: ApiEvent): BoundRoute {
  const found = bound.get(routeKey(event.httpMethod, event.resource ?? ''));
  if (found) return found;
  const path = resourcePath({ path: event.resource ?? '' });
  const otherMethod = [...bound.values()].some((b) => resourcePath(b.route) === path);
  throw otherMethod ? new MethodNotAllowedError() : new NotFoundError();
}

/** A JSON body validated by the route's schema, or an upload whose form fields the schema validates. */
async function readBody(route: RouteDefinition, event: ApiEvent): Promise<unknown> {
  if (!route.upload) return validatePart(route.body, parseJsonBody(event), undefined);
  const upload = await parseUpload(event, route.upload);
  return { fields: validatePart(route.body, upload.fields, {}), file: upload.file };
}

// Route -> caller -> access -> validated input -> operation -> validated output.
export async function dispatch(bound: Map<string, BoundRoute>, event: ApiEvent, context: Context): Promise<ApiResult> {
  const { route, operation } = findRoute(bound, event);
  const input = {
    params: validatePart(route.params, event.pathParameters, {}) as Record<string, string>,
    query: validatePart(route.query, readQuery(event), {}) as Record<string, unknown>,
    body: undefined as unknown,
  };
  let result: unknown;
  if (route.access.kind === 'public') {
    input.body = await readBody(route, event);
    result = await (operation as AnonymousOperation)(input);
  } else {
    const claims = readClaims(event.requestContext?.authorizer?.claims as ClaimsBag | undefined);
    const ctx = await loadRequestContext(claims, context.awsRequestId);
    assertAccess(route.access, ctx);
    input.body = await readBody(route, event);
    result = await (operation as Operation)(input, ctx);
  }
  // The response schema strips what the API must not show (keys, internal attributes).
  const body = route.response && result !== undefined ? route.response.parse(result) : result;
  return json(successStatus(route.method, result), body);
}
