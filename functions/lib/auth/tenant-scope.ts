import { AsyncLocalStorage } from 'node:async_hooks';

// The practice a request runs for, from the verified token (never the body, path or query). The
// data and file clients read it to pick credentials scoped to that practice (tenant-credentials.ts),
// so every repository function keeps calling db() as before and cannot pass another tenant.
const scope = new AsyncLocalStorage<string>();

export function runForTenant<T>(tenantId: string, work: () => T): T {
  return scope.run(tenantId, work);
}

/** The tenant of the running request, or undefined outside one (public routes, the twin's tools). */
export function currentTenant(): string | undefined {
  return scope.getStore();
}
