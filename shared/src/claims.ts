// The Cognito ID-token claims the API reads, and nothing else: the request context is built only
// from these (DESIGN §4). The REST authorizer passes cognito:groups as a comma-joined string,
// the WebSocket twin and the JWT itself as an array; both are accepted.
export const CLAIM = {
  sub: 'sub',
  email: 'email',
  tenant: 'custom:tenant_id',
  groups: 'cognito:groups',
  username: 'cognito:username',
  /** When the user typed their password (seconds); a refresh keeps it, so it names the sign-in. */
  authTime: 'auth_time',
} as const;

export const TENANT_ATTRIBUTE = 'tenant_id';

export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return [];
  const trimmed = value.trim();
  // API Gateway renders a JWT array claim as "[a, b]" or "a,b" depending on the path it took.
  const inner = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  return inner.split(/[,\s]+/).filter(Boolean);
}
