import { AsyncLocalStorage } from 'node:async_hooks';

// The practice a request runs for, from the verified token (never the body, path or query). The
// data and file clients read it to pick credentials scoped to that practice (tenant-credentials.ts),
// so every repository function keeps calling db() as before and cannot pass another tenant.
// The job worker runs each job in its practice's scope too; the one thing it reads across
// practices, the practice directory for the nightly fan-out, runs in the explicit directory scope,
// signed with the worker's own role, whose policy reaches only the directory's keys.
type Scope = { tenantId: string } | { directory: true };
const scope = new AsyncLocalStorage<Scope>();

export function runForTenant<T>(tenantId: string, work: () => T): T {
  return scope.run({ tenantId }, work);
}

/** Reads of the practice directory (keys without a tenant), with the function's own credentials. */
export function runOnPracticeDirectory<T>(work: () => T): T {
  return scope.run({ directory: true }, work);
}

/** The tenant of the running request, or undefined outside one (public routes, the twin's tools). */
export function currentTenant(): string | undefined {
  const current = scope.getStore();
  return current && 'tenantId' in current ? current.tenantId : undefined;
}

/** Whether the running code reads the practice directory (runOnPracticeDirectory). */
export function inPracticeDirectoryScope(): boolean {
  const current = scope.getStore();
  return Boolean(current && 'directory' in current);
}
