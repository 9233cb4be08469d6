import { type MiddlewareObj } from '@middy/core';
import { HttpError } from '../errors';
import { json } from './responses';
import { type ApiEvent, type ApiResult } from './types';
import { logEvent, tenantOfEvent } from '../log';

// One mapping from thrown errors to answers. Typed errors answer their own status and body;
// anything else is a 500 with a generic body: internals are logged (without request data), never sent.
export function errorHandler(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        request.response = json(error.status, error.body());
        return;
      }
      logEvent('error', 'unhandled error', {
        requestId: request.context?.awsRequestId,
        tenantId: tenantOfEvent(request.event),
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = json(500, { detail: 'Internal server error.' });
    },
  };
}
