import Popover from '@cloudscape-design/components/popover';
import { memoKind } from '@praktijk/shared/record-kinds';
import { useCan } from '@/auth/permissions';
import { useRecordKind } from '@/query/record-kind';
import { MemoForm } from '@/features/memo/MemoForm';
import { memoLine } from './memo-line';

/**
 * The bar's memo line (spec 3 §2): the patient's memo at a glance; a click opens the memo form
 * (the Memo tab's own, so a save there shows here at once through the same cached memo).
 */
export function MemoLine({ patientId }: { patientId: string }) {
  const canView = useCan()('view', 'memo');
  const { list } = useRecordKind(memoKind, patientId, { enabled: canView });
  if (!canView) return null;
  const text = list.data ? memoLine(list.data.description) : list.isPending ? '' : 'No memo.';
  return (
    <Popover
      header="Memo"
      size="large"
      position="top"
      triggerType="text"
      renderWithPortal
      wrapTriggerText={false}
      triggerAriaLabel={`Memo: ${text || 'loading'}`}
      dismissAriaLabel="Close"
      content={<MemoForm patientId={patientId} />}
    >
      <span className="praktijk-memo-line" data-testid="memo-line">
        {text}
      </span>
    </Popover>
  );
}
