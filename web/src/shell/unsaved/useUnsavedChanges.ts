import { useEffect, useState } from 'react';
import { setFormDirty } from './unsaved-registry';

export { allowNavigationOnce, hasUnsavedChanges } from './unsaved-registry';

/**
 * A form reports its dirty flag (typed but not saved). While any mounted form is dirty, leaving
 * the route asks first ("You have unsaved changes", Stay / Leave) and closing or reloading the
 * page shows the browser's own prompt. Unmounting the form clears its report.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const [key] = useState(() => Symbol('unsaved-form'));
  useEffect(() => {
    setFormDirty(key, dirty);
  }, [key, dirty]);
  useEffect(() => () => setFormDirty(key, false), [key]);
}
