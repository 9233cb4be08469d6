import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { type z } from 'zod';
import { type memoSchema } from '@praktijk/shared/schemas/patient-records';
import { useCallback, useEffect, useState } from 'react';
import { callApi, isApiError } from '../../../../api';
import { useCan } from '../../../../auth/permissions';
import { type TabStatus } from '../types';
import { MemoEditor } from './MemoEditor';

export type Memo = z.infer<typeof memoSchema>;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; memo: Memo | null };

/**
 * The patient's memo (spec 3 §2 Memo tab; also on General): shown with can_view on memo,
 * editable with can_change. Loads the memo, which may not exist yet (then Submit creates it).
 */
export function MemoForm({ patientId, onStatusChange }: { patientId: string; onStatusChange?(status: TabStatus): void }) {
  const can = useCan();
  const canView = can('view', 'memo');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!canView) return;
    let active = true;
    callApi('getMemo', { params: { id: patientId } }).then(
      (memo) => active && setLoaded({ status: 'ready', memo }),
      (error: unknown) => active && !(isApiError(error) && error.redirected) && setLoaded({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [patientId, canView]);

  const saved = useCallback((memo: Memo) => setLoaded({ status: 'ready', memo }), []);

  if (!canView) return null;
  if (loaded.status === 'loading') return <Spinner size="large" />;
  if (loaded.status === 'failed') return <Alert type="error" header="Error">Something went wrong</Alert>;
  return <MemoEditor patientId={patientId} memo={loaded.memo} canChange={can('change', 'memo')} onSaved={saved} onStatusChange={onStatusChange} />;
}
