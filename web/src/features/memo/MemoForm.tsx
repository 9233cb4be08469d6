import Alert from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { memoKind } from '@praktijk/shared/record-kinds';
import { isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { useRecordKind } from '@/query/record-kind';
import { type TabStatus } from '@/features/records/types';
import { MemoEditor } from './MemoEditor';
import { mayWriteMemo } from './memo-permission';

/**
 * The patient's memo (spec 3 §2 Memo tab; also on General): shown with can_view on memo,
 * editable with add_memo while there is none (Submit creates it) and change_memo once there is one.
 */
export function MemoForm({ patientId, onStatusChange, testId }: { patientId: string; onStatusChange?(status: TabStatus): void; testId?: string }) {
  const can = useCan();
  const canView = can('view', 'memo');
  const { list, create, update } = useRecordKind(memoKind, patientId, { enabled: canView });
  const { data: memo, error, isPending } = list;

  if (!canView) return null;
  if (error)
    return isApiError(error) && error.redirected ? (
      <Spinner size="large" />
    ) : (
      <Alert type="error" header="Error">
        Something went wrong
      </Alert>
    );
  if (isPending) return <Spinner size="large" />;
  return (
    <MemoEditor
      patientId={patientId}
      memo={memo}
      canChange={mayWriteMemo(can, memo)}
      create={create.mutateAsync}
      update={update.mutateAsync}
      onStatusChange={onStatusChange}
      testId={testId}
    />
  );
}
