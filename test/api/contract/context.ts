import { type ApiOperation, type RouteForOperation } from '@praktijk/shared/client/route-types';
import { type ApiResponse, type TestCallOptions, type TypedApi } from '../../support/api';
import { type TestPractice } from '../../support/practice';

// What a route's fixture factory gets and gives: the practice (one per test file) with a signed-in
// user per role, and back a valid request for the route, made in that practice.

export const CALLERS = ['physician', 'administration', 'nurse', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];

export interface FixtureContext {
  api: TypedApi;
  practice: TestPractice;
  tokens: Record<Caller, string>;
  /** Who will send the request: per-user state (own profile, own defaults, own imports) is theirs. */
  caller: Caller;
}

/** A valid request for the route: typed from the route table. */
export type RequestFor<Op extends ApiOperation> = TestCallOptions<RouteForOperation<Op>>;
export type Factory<Op extends ApiOperation> = (ctx: FixtureContext) => Promise<RequestFor<Op>>;
export type FixtureFactories = { [Op in ApiOperation]?: Factory<Op> };

/** The caller's own token. */
export const tokenOf = (ctx: FixtureContext): string => ctx.tokens[ctx.caller];
/** Staff pass every check, so set-up goes through them. */
export const setupToken = (ctx: FixtureContext): string => ctx.tokens.staff;

/** The body of a 2xx answer; a failing set-up step says which and why. */
export function ok<T>(res: ApiResponse<T>, step: string): T {
  if (res.status < 200 || res.status > 299) throw new Error(`Fixture step "${step}" answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
