import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { type ResourceName, type RouteDefinition } from '@praktijk/shared/routes';
import { verifiedTenant, type ClaimsBag } from '../auth/claims';
import { runForTenant } from '../auth/tenant-scope';
import { logEvent, tenantOfEvent } from '../log';
import { bindRoutes, dispatch } from './dispatch';
import { errorHandler } from './error-handler';
import { guardRequest } from './stray-errors';
import { type AnyOperation, type ApiEvent, type ApiResult, type OperationsOf, type ResourceRouteLists } from './types';

// The middy pipeline every resource Lambda shares (DESIGN §4): header normalisation, then
// dispatch by API Gateway's matched resource template; the error handler is used last so its
// onError runs first and sees every error. `operations` must hold exactly the resource's
// operations, each typed by its route (OperationsOf), so a route without an operation or an
// operation without a route does not compile. `routeLists` are the resource's own lists from
// shared/src/routes/ (all of them, checked by ResourceRouteLists): taking them, rather than
// filtering the whole table, keeps every other resource's schemas out of this Lambda's bundle.
export function createResourceHandler<Res extends ResourceName, const Lists extends readonly (readonly RouteDefinition[])[]>(
  resource: Res,
  routeLists: ResourceRouteLists<Res, Lists>,
  operations: OperationsOf<Res>,
) {
  const bound = bindRoutes(routeLists.flat(), operations as unknown as Record<string, AnyOperation>);
  return middy<ApiEvent, ApiResult>()
    .use(httpHeaderNormalizer())
    .use(accessLog())
    .use(errorHandler())
    .handler((event, context) => {
      // Everything the route does runs in the caller's practice: in the cloud its table and bucket
      // calls are signed with credentials that reach only that practice (auth/tenant-credentials.ts).
      const tenantId = verifiedTenant(event.requestContext?.authorizer?.claims as ClaimsBag | undefined);
      // An error that escapes the route's own chain fails this request (500 by errorHandler), not the container.
      return guardRequest(() => (tenantId ? runForTenant(tenantId, () => dispatch(bound, event, context)) : dispatch(bound, event, context)));
    });
}

function accessLog(): middy.MiddlewareObj<ApiEvent, ApiResult> {
  const started = new WeakMap<object, number>();
  const write = (request: middy.Request<ApiEvent, ApiResult>) =>
    logEvent('info', 'request', {
      requestId: request.context?.awsRequestId,
      tenantId: tenantOfEvent(request.event),
      route: `${request.event.httpMethod} ${request.event.resource}`,
      status: request.response?.statusCode,
      ms: Date.now() - (started.get(request) ?? Date.now()),
    });
  return {
    before: (request) => void started.set(request, Date.now()),
    after: write,
    onError: (request) => {
      if (request.response) write(request);
    },
  };
}
