import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { type z } from 'zod';
import { type memoSchema } from '@praktijk/shared/schemas/patient-records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../../../api';
import { useCan } from '../../../../auth/permissions';
import { apiQuery } from '../../../../query/api-query';
import { type TabStatus } from '../types';
import { MemoEditor } from './MemoEditor';

export type Memo = z.infer<typeof memoSchema>;

/**
 * The patient's memo (spec 3 §2 Memo tab; also on General): shown with can_view on memo,
 * editable with can_change. Loads the memo, which may not exist yet (then Submit creates it).
 */
export function MemoForm({ patientId, onStatusChange }: { patientId: string; onStatusChange?(status: TabStatus): void }) {
  const can = useCan();
  const canView = can('view', 'memo');
  const client = useQueryClient();
  const memoQuery = useMemo(() => apiQuery('getMemo', { params: { id: patientId } }), [patientId]);
  const { data: memo, error, isPending } = useQuery({ ...memoQuery, enabled: canView });
  const { queryKey } = memoQuery;
  const saved = useCallback((saved: Memo) => client.setQueryData(queryKey, saved), [client, queryKey]);

  if (!canView) return null;
  if (error) return isApiError(error) && error.redirected ? <Spinner size="large" /> : <Alert type="error" header="Error">Something went wrong</Alert>;
  if (isPending) return <Spinner size="large" />;
  return <MemoEditor patientId={patientId} memo={memo} canChange={can('change', 'memo')} onSaved={saved} onStatusChange={onStatusChange} />;
}
