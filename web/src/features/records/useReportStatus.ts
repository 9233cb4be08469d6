import { useEffect } from 'react';
import { type TabStatus } from './types';

/** Tells the record page a form's status, so the tab title shows dirty (yellow) or error (red). */
export function useReportStatus(status: TabStatus, onStatusChange: ((status: TabStatus) => void) | undefined): void {
  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);
}
