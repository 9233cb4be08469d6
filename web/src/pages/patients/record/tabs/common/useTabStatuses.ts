import { useMemo, useState } from 'react';
import { combinedStatus } from '@/components/form/tab-indicator';
import { type TabStatus } from '@/features/records/types';

type Reporter = (status: TabStatus) => void;

/**
 * The form status of each of a set of tabs that stay mounted side by side: each tab reports
 * through its own stable callback (so one tab's clean never hides another's dirty), and the
 * worst of them colours the title of the tab holding them.
 */
export function useTabStatuses(ids: readonly string[]) {
  const [statuses, setStatuses] = useState<Record<string, TabStatus>>({});
  const key = ids.join('\n');
  const reporters = useMemo(
    () =>
      Object.fromEntries(
        key.split('\n').map((id): [string, Reporter] => [id, (status) => setStatuses((all) => (all[id] === status ? all : { ...all, [id]: status }))]),
      ),
    [key],
  );
  return {
    statusOf: (id: string): TabStatus => statuses[id] ?? 'clean',
    reporterOf: (id: string): Reporter | undefined => reporters[id],
    combined: combinedStatus(Object.values(statuses)),
  };
}
