import { type Context } from 'aws-lambda';
import { resourcePath, routeKey } from '@praktijk/shared/route-paths';
import { type RouteDefinition } from '@praktijk/shared/route-types';
import { assertAccess } from '../auth/access';
import { readClaims, type ClaimsBag } from '../auth/claims';
import { loadRequestContext, type RequestContext } from '../auth/context';
import { MethodNotAllowedError, NotFoundError } from '../errors';
import { tenantOfEvent, withLogContext } from '../log';
import { parseJsonBody, readQuery } from './json-body';
import { json, successStatus } from './responses';
import { type AnyInput, type AnyOperation, type ApiEvent, type ApiResult } from './types';
import { validatePart } from './validate';

export interface BoundRoute {
  route: RouteDefinition;
  operation: AnyOperation;
}

/** Route key -> route and operation. The compiler already matched routes and operations (OperationsOf). */
export function bindRoutes(table: readonly RouteDefinition[], operations: Record<string, AnyOperation>): Map<string, BoundRoute> {
  const bound = new Map<string, BoundRoute>();
  for (const route of table) bound.set(routeKey(route.method, route.path), { route, operation: operations[route.operation]! });
  return bound;
}

function findRoute(bound: Map<string, BoundRoute>, event: ApiEvent): BoundRoute {
  const found = bound.get(routeKey(event.httpMethod, event.resource ?? ''));
  if (found) return found;
  const path = resourcePath({ path: event.resource ?? '' });
  const otherMethod = [...bound.values()].some((b) => resourcePath(b.route) === path);
  throw otherMethod ? new MethodNotAllowedError() : new NotFoundError();
}

/** A JSON body validated by the route's schema. Files never come through here: the browser sends them to S3 (schemas/uploads.ts). */
function readBody(route: RouteDefinition, event: ApiEvent): unknown {
  return validatePart(route.body, parseJsonBody(event), undefined);
}

/** Path, query and body, validated only once the caller may use the route (DESIGN §4: permission before input). */
async function readInput(route: RouteDefinition, event: ApiEvent): Promise<AnyInput> {
  return {
    params: validatePart(route.params, event.pathParameters, {}),
    query: validatePart(route.query, readQuery(event), {}),
    body: readBody(route, event),
  };
}

async function caller(route: RouteDefinition, event: ApiEvent, context: Context): Promise<RequestContext | undefined> {
  if (route.access.kind === 'public') return undefined;
  const claims = readClaims(event.requestContext?.authorizer?.claims as ClaimsBag | undefined);
  const ctx = await loadRequestContext(claims, context.awsRequestId);
  assertAccess(route.access, ctx);
  return ctx;
}

// Route -> caller -> access -> validated input -> operation -> validated output. Every line the
// route logs carries the practice and the request id.
export function dispatch(bound: Map<string, BoundRoute>, event: ApiEvent, context: Context): Promise<ApiResult> {
  return withLogContext({ tenantId: tenantOfEvent(event), requestId: context?.awsRequestId }, async () => {
    const { route, operation } = findRoute(bound, event);
    const ctx = await caller(route, event, context);
    const result = await operation(await readInput(route, event), ctx);
    // The response schema strips what the API must not show (keys, internal attributes).
    const body = route.response && result !== undefined ? route.response.parse(result) : result;
    return json(successStatus(route.method, result), body);
  });
}
