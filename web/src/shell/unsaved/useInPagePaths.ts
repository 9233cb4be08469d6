import { useEffect } from 'react';
import { registerInPagePaths } from './unsaved-registry';

/**
 * A page whose views have their own paths (tabs with an address) but stay mounted declares them,
 * so switching views with unsaved work does not ask "You have unsaved changes". Pass a list whose
 * content only changes when the paths do (e.g. from useMemo).
 */
export function useInPagePaths(paths: readonly string[]): void {
  useEffect(() => registerInPagePaths(paths), [paths]);
}
