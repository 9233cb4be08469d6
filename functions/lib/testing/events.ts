import { type Context } from 'aws-lambda';
import { type ApiEvent } from '../http/types';

// Literal API Gateway v1 proxy events for handler unit tests (the twin builds the same shape).
export function apiEvent(overrides: Partial<ApiEvent> & { claims?: Record<string, unknown> } = {}): ApiEvent {
  const { claims, ...rest } = overrides;
  return {
    resource: '/api/auth/current',
    path: '/api/auth/current/',
    httpMethod: 'GET',
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { authorizer: claims ? { claims } : null } as unknown as ApiEvent['requestContext'],
    ...rest,
  };
}

export function lambdaContext(): Context {
  return {
    awsRequestId: 'test-request',
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '1',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
    memoryLimitInMB: '256',
    logGroupName: 'test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
