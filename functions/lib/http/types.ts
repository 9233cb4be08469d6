import { type APIGatewayProxyEvent, type APIGatewayProxyResult } from 'aws-lambda';
import { type RequestContext } from '../auth/context';

export type ApiEvent = APIGatewayProxyEvent;
export type ApiResult = APIGatewayProxyResult;

export interface OperationInput<P = Record<string, string>, Q = Record<string, unknown>, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

/** An operation: a plain typed function that jobs and tests can call without HTTP. */
export type Operation = (input: OperationInput, ctx: RequestContext) => Promise<unknown>;
/** An operation of a public route (no caller). */
export type AnonymousOperation = (input: OperationInput) => Promise<unknown>;
export type Operations = Record<string, Operation | AnonymousOperation>;
