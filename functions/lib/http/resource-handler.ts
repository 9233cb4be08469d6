import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { routesOf, type ResourceName } from '@praktijk/shared/routes';
import { logEvent } from '../log';
import { bindRoutes, dispatch } from './dispatch';
import { errorHandler } from './error-handler';
import { type ApiEvent, type ApiResult, type Operations } from './types';

// The middy pipeline every resource Lambda shares (DESIGN §4): header normalisation, then the
// router built from the route table; the error handler is used last so its onError runs first
// and sees every error.
export function createResourceHandler(resource: ResourceName, operations: Operations) {
  const bound = bindRoutes(resource, routesOf(resource), operations);
  return middy<ApiEvent, ApiResult>()
    .use(httpHeaderNormalizer())
    .use(accessLog())
    .use(errorHandler())
    .handler((event, context) => dispatch(bound, event, context));
}

function accessLog(): middy.MiddlewareObj<ApiEvent, ApiResult> {
  const started = new WeakMap<object, number>();
  const write = (request: middy.Request<ApiEvent, ApiResult>) =>
    logEvent('info', 'request', {
      requestId: request.context?.awsRequestId,
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
