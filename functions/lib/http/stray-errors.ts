import { AsyncLocalStorage } from 'node:async_hooks';
import { logEvent } from '../log';

// No error inside a request may end the process (issue 21 §7). An error that leaves a request's
// own promise chain (an 'error' event nobody listens to, a throw in a timer, a promise nobody
// awaits) is by default fatal: Node ends the process, and in Lambda the runtime's listeners end
// the container. guardRequest runs a request in an async scope; such a stray error, raised
// anywhere in that scope, fails that request alone (its error handler answers 500) and the
// process keeps serving. Errors outside any request keep the process's own behaviour.
//
// How: AsyncLocalStorage finds the request a stray error belongs to (Node runs the uncaught
// exception capture and 'unhandledRejection' in the failing callback's async context). Uncaught
// exceptions go through process.setUncaughtExceptionCaptureCallback, which Node calls instead of
// emitting 'uncaughtException', so the Lambda runtime's exiting listener is not reached for a
// request's error; 'unhandledRejection' listeners all run on every emit, so the guard holds the
// listeners that were there before it (the runtime's, a test runner's) and hands them only what
// happened outside a request.

type Fail = (error: unknown) => void;
type RejectionListener = (reason: unknown, promise: Promise<unknown>) => void;

const requestScope = new AsyncLocalStorage<Fail>();
let installed = false;

/** The error a request fails with when something it started failed outside its own chain. */
export class StrayRequestError extends Error {
  override readonly name = 'StrayRequestError';
  constructor(readonly kind: 'uncaughtException' | 'unhandledRejection') {
    super(`A ${kind} escaped the request.`);
  }
}

/** Runs one request: resolves or rejects with its work, or rejects with StrayRequestError when an error escapes it. */
export function guardRequest<T>(work: () => Promise<T>): Promise<T> {
  installStrayErrorTrap();
  return new Promise<T>((resolve, reject) => {
    requestScope.run(reject, () => {
      work().then(resolve, reject);
    });
  });
}

/** Idempotent: the first guarded request installs it; the twin installs it when it starts. */
export function installStrayErrorTrap(): void {
  if (installed) return;
  installed = true;
  if (!process.hasUncaughtExceptionCaptureCallback()) process.setUncaughtExceptionCaptureCallback(onUncaughtException);
  const before = process.listeners('unhandledRejection') as RejectionListener[];
  process.removeAllListeners('unhandledRejection');
  process.on('unhandledRejection', (reason, promise) => {
    if (failRequest('unhandledRejection', reason)) return;
    if (before.length === 0) return onUncaughtException(reason); // Node's default ('throw'): as an uncaught exception
    for (const listener of before) listener(reason, promise);
  });
}

function onUncaughtException(error: unknown): void {
  if (failRequest('uncaughtException', error)) return;
  // Outside a request, what would have happened without the trap: the listeners, else the end.
  const listeners = process.listeners('uncaughtException');
  for (const listener of listeners) listener(error as Error, 'uncaughtException');
  if (listeners.length > 0) return;
  console.error(error);
  process.exit(1);
}

/** Fails the request the error belongs to; false when it belongs to none. */
function failRequest(kind: StrayRequestError['kind'], error: unknown): boolean {
  const fail = requestScope.getStore();
  if (!fail) return false;
  // The error's message and the stack's first line may quote request data (PHI): name and frames only.
  const stack = error instanceof Error ? (error.stack ?? '').split('\n').slice(1, 8).join('\n') : undefined;
  logEvent('error', 'stray error in a request', { kind, error: { name: error instanceof Error ? error.name : typeof error, stack } });
  // A request that already answered ignores this (a promise settles once); the log line remains.
  fail(new StrayRequestError(kind));
  return true;
}
