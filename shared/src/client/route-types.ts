import { type HttpMethod, type routes } from '../routes';
import { type z } from 'zod';

// Types derived from the shared route table, so a call names an existing route and gets back
// the type of that route's response schema. Nothing here is written twice.

export type ApiRoute = (typeof routes)[number];
export type ApiOperation = ApiRoute['operation'];
export type RouteForOperation<Op extends ApiOperation> = Extract<ApiRoute, { operation: Op }>;
// Resolved per concrete method first: TypeScript cannot relate an Extract over a generic method
// to itself, which made the (method, path) signature unassignable.
type PathsByMethod = { [M in HttpMethod]: Extract<ApiRoute, { method: M }>['path'] };
export type ApiPath<M extends HttpMethod> = PathsByMethod[M];
type RoutesByKey = { [R in ApiRoute as `${R['method']} ${R['path']}`]: R };
export type RouteAt<M extends HttpMethod, P extends string> = `${M} ${P}` extends keyof RoutesByKey ? RoutesByKey[`${M} ${P}`] : never;

/** 'a' | 'b' for '/api/x/{a}/y/{b}/'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type ResponseOf<R> = R extends { response: infer S extends z.ZodType } ? z.output<S> : undefined;
export type BodyOf<R> = R extends { body: infer S extends z.ZodType } ? z.input<S> : never;
export type QueryOf<R> = R extends { query: infer S extends z.ZodType } ? z.input<S> : never;
/** The path parameters a route's template names, as strings. */
export type ParamsOf<R extends ApiRoute> = Record<PathParamNames<R['path']>, string>;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryValues = Record<string, QueryValue>;

type ParamsOption<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<R['path']>, string> };
type BodyOption<R extends ApiRoute> = [BodyOf<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> };

export type CallOptions<R extends ApiRoute> = ParamsOption<R> & BodyOption<R> & { query?: QueryValues; signal?: AbortSignal };

/** The options argument is optional only when the route has neither path parameters nor a body. */
export type CallArgs<R extends ApiRoute> = [PathParamNames<R['path']> | BodyOf<R>] extends [never] ? [options?: CallOptions<R>] : [options: CallOptions<R>];
