import { type APIGatewayProxyEvent, type APIGatewayProxyResult } from 'aws-lambda';
import { type z } from 'zod';
import { type ResourceName, type Route, type RouteDefinition } from '@praktijk/shared/routes';
import { type RequestContext } from '../auth/context';

export type ApiEvent = APIGatewayProxyEvent;
export type ApiResult = APIGatewayProxyResult;

// Operations are typed by their route (DESIGN §3): params, query and body are the z.output of the
// route's schemas, the result must fit the z.input of its response schema (the response schema
// parses and strips on the way out). A part the route does not declare is not there.
type SchemaOutput<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type Params<R> = R extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
type Query<R> = R extends { query: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
type Body<R> = SchemaOutput<R, 'body'>;
type Result<R> = R extends { response: infer S extends z.ZodType } ? z.input<S> : undefined;

export type OperationName = Route['operation'];
export type RouteOf<Op extends OperationName> = Extract<Route, { operation: Op }>;

/** What an operation receives from its route: `input: Input<'createMemo'>`. */
export interface Input<Op extends OperationName> {
  params: Params<RouteOf<Op>>;
  query: Query<RouteOf<Op>>;
  body: Body<RouteOf<Op>>;
}
/** What an operation must answer: the response schema's input (or undefined for 204). */
export type Output<Op extends OperationName> = Result<RouteOf<Op>>;

/** An operation: a plain typed function that jobs and tests can call without HTTP. Public routes have no caller. */
export type OperationFor<Op extends OperationName> = RouteOf<Op>['access'] extends { kind: 'public' }
  ? (input: Input<Op>) => Promise<Output<Op>>
  : (input: Input<Op>, ctx: RequestContext) => Promise<Output<Op>>;

/** Exactly the operations of a resource's routes, keyed by operation name: a missing or extra one does not compile. */
export type OperationsOf<Res extends ResourceName> = { [Op in RoutesOf<Res>['operation']]: OperationFor<Op> };

/** A resource's routes as the lists in shared/src/routes/ declare them (planning's are in planning.ts and calendar.ts). */
export type RoutesOf<Res extends ResourceName> = Extract<Route, { resource: Res }>;

/**
 * The route lists a resource Lambda binds: only its own resource's routes, and all of them (a list
 * left out names its missing operations in the compile error). Types only: the Lambda imports the
 * lists themselves, never the whole table, so its bundle holds no other resource's schemas.
 */
export type ResourceRouteLists<Res extends ResourceName, Lists extends readonly (readonly RouteDefinition[])[]> = Lists &
  readonly (readonly RoutesOf<Res>[])[] &
  ([Exclude<RoutesOf<Res>, Lists[number][number]>] extends [never] ? unknown : { missingRoutesOf: Exclude<RoutesOf<Res>, Lists[number][number]>['operation'] });

/** The untyped view dispatch works with once the compiler has checked the operations above. */
export interface AnyInput {
  params: unknown;
  query: unknown;
  body: unknown;
}
export type AnyOperation = (input: AnyInput, ctx?: RequestContext) => Promise<unknown>;
