import { routes } from '@praktijk/shared/routes';

/** A route of the table by its operation name, so tests never type a path by hand. */
export function route(operation: string): { method: string; path: string } {
  const found = routes.find((r) => r.operation === operation);
  if (!found) throw new Error(`No route for operation ${operation}`);
  return found;
}
