import { codename, DEFAULT_ROLE_PERMISSIONS } from '@praktijk/shared/permissions';
import { type ApiOperation } from '@praktijk/shared/client/route-types';
import { type Access, type RouteDefinition } from '@praktijk/shared/routes';
import { ulid } from 'ulid';
import { type Caller } from './context';

// What the contract expects of a route, read from the route table and the default role
// permissions (never restated): who may call it, and what a garbage or stale request looks like.

/** Whether a caller holding a practice's default permissions passes the route's access rule. */
export function mayCall(access: Access, caller: Caller): boolean {
  if (caller === 'staff') return true; // practice superusers pass every check (spec 1 §6)
  switch (access.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'staff':
      return false;
    case 'roles':
      return access.roles.includes(caller);
    case 'permission':
      return DEFAULT_ROLE_PERMISSIONS[caller].includes(codename(access.action, access.model));
    case 'anyOf':
      return access.rules.some((rule) => mayCall(rule, caller));
  }
}

/**
 * Routes that end the caller's own sessions (the API refuses the caller's token afterwards): the
 * matrix sends them as a new user of the caller's role, so the practice's shared tokens live on.
 */
export const ENDS_CALLERS_SESSIONS: ReadonlySet<ApiOperation> = new Set<ApiOperation>(['endEverySession']);

/** Routes whose path parameter is not a practice's record id, so another practice has the same one. */
export const NOT_TENANT_IDS: Partial<Record<ApiOperation, string>> = {
  updateRole: 'role ids name the same three roles in every practice',
  getCatalogue: 'catalogue names are the same in every practice',
};

export const isPublic = (route: RouteDefinition): boolean => route.access.kind === 'public';
export const pathParams = (route: RouteDefinition): string[] => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A value of the wrong JSON type for each field of a valid body, so every field is invalid. */
export function wrongTyped(valid: unknown): unknown {
  if (valid instanceof FormData) return junkForm(valid);
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) return { unexpected: true };
  return Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, wrongTypeFor(value)]));
}

function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return { not: 'this' };
  return 'not-a-list-or-object';
}

/** Whether the route takes a consistency_token in its body or query (looked up in its schemas). */
export function takesConsistencyToken(route: RouteDefinition): 'body' | 'query' | undefined {
  for (const where of ['body', 'query'] as const) {
    const schema = route[where];
    if (schema && schemaKeys(schema).includes('consistency_token')) return where;
  }
  return undefined;
}

function schemaKeys(schema: unknown): string[] {
  // zod 4 objects expose their shape; refined or piped objects keep it on the inner schema.
  // A list body (an array schema) has none of these: it takes no consistency_token.
  const def = (schema as { def?: { shape?: object; in?: unknown; schema?: unknown; innerType?: unknown } } | undefined)?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  return schemaKeys(def.in ?? def.schema ?? def.innerType);
}

/** A token of the same form as a current one that is not current: what a second editor holds. */
export const staleToken = (): string => ulid();

/** The request's body or query with its consistency_token replaced (an upload's form keeps its file). */
export function withToken(part: Record<string, unknown> | FormData | undefined, token: string): Record<string, unknown> | FormData {
  if (!(part instanceof FormData)) return { ...part, consistency_token: token };
  const form = new FormData();
  for (const [key, value] of part.entries()) if (key !== 'consistency_token') form.append(key, value);
  form.append('consistency_token', token);
  return form;
}

/** The spec's 400 shape: an object whose every value is a list of messages, at least one. */
export function isFieldErrorShape(body: unknown): body is Record<string, string[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'));
}

/** A multipart body with every text field junk and no file. */
function junkForm(valid: FormData): FormData {
  const form = new FormData();
  for (const [key, value] of valid.entries()) if (typeof value === 'string') form.append(key, `junk-${'x'.repeat(100)}`);
  return form;
}
