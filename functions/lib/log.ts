import { AsyncLocalStorage } from 'node:async_hooks';
import { CLAIM } from '@praktijk/shared/claims';

// Structured logs for CloudWatch: one JSON object a line. Callers pass ids, names and counts only:
// never patient data, request bodies or tokens (DESIGN §5). Every line also carries the fields of
// the surrounding log context (withLogContext): the practice (tenantId) and the request or job it
// belongs to, so one practice's lines can be found with a Logs Insights filter on tenantId.
export type LogLevel = 'info' | 'warn' | 'error';

/** Ids only: these fields are written on every line logged inside the context. */
export interface LogContext {
  tenantId?: string;
  requestId?: string;
  jobId?: string;
  messageId?: string;
}

// AsyncLocalStorage, not a module variable: the twin serves many requests at once in one process.
const scope = new AsyncLocalStorage<LogContext>();

/** Runs `work` with these fields (added to any outer context's) on every line it logs. */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as LogContext;
  return scope.run({ ...scope.getStore(), ...defined }, work);
}

export function logContext(): LogContext {
  return scope.getStore() ?? {};
}

/**
 * The practice an API Gateway event was made for, from the Cognito authorizer's verified claims
 * (the twin builds them from a verified token): for log lines only, never for access decisions.
 */
export function tenantOfEvent(event: { requestContext?: { authorizer?: { claims?: unknown } | null } | null } | undefined): string | undefined {
  const claims = event?.requestContext?.authorizer?.claims as Record<string, unknown> | undefined;
  const tenant = claims?.[CLAIM.tenant];
  return typeof tenant === 'string' && tenant ? tenant : undefined;
}

export function logEvent(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.PRAKTIJK_QUIET_LOGS === '1' && level === 'info') return;
  const line = JSON.stringify({ level, message, ...scope.getStore(), ...fields, time: new Date().toISOString() });
  if (level === 'error') console.error(line);
  else console.log(line);
}
