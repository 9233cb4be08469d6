import { RemovalPolicy } from 'aws-cdk-lib';
import { type IKey } from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { type Construct } from 'constructs';
import { LOG_RETENTION } from './app-function';

/** An encrypted log group for an API stage's access log. */
export function apiAccessLogGroup(scope: Construct, id: string, logsKey: IKey): logs.LogGroup {
  return new logs.LogGroup(scope, id, { retention: LOG_RETENTION, encryptionKey: logsKey, removalPolicy: RemovalPolicy.RETAIN });
}

/**
 * Access-log lines as JSON. Deliberately without query strings, bodies or tokens: query strings
 * carry patient search terms and the WebSocket connect carries the ID token (DESIGN §5).
 */
export const REST_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  status: '$context.status',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  responseLatency: '$context.responseLatency',
  sourceIp: '$context.identity.sourceIp',
  userSub: '$context.authorizer.claims.sub',
  errorType: '$context.error.responseType',
  xrayTraceId: '$context.xrayTraceId',
} as const;

export const WEBSOCKET_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  integrationLatency: '$context.integrationLatency',
  sourceIp: '$context.identity.sourceIp',
  errorMessage: '$context.error.message',
} as const;
