import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { useCallback, useMemo } from 'react';
import { type memoKind } from '@praktijk/shared/record-kinds';
import { useLockedForm } from '../../../../components/form/useLockedForm';
import { type RecordKindHooks } from '../../../../query/record-kind';
import { PermittedForm } from '../tabs/common/PermittedForm';
import { successToast } from '../tabs/common/success-toast';
import { useReportStatus } from '../tabs/common/useReportStatus';
import { type TabStatus } from '../types';
import { type Memo } from './MemoForm';

type MemoWrites = RecordKindHooks<typeof memoKind>;

interface MemoEditorProps {
  patientId: string;
  /** null while the patient has no memo: Submit then creates it (spec 2 §4). */
  memo: Memo | null;
  canChange: boolean;
  /** The writes put the saved memo into the cached answer (query/record-kind.ts). */
  create: MemoWrites['create']['mutateAsync'];
  update: MemoWrites['update']['mutateAsync'];
  onStatusChange?(status: TabStatus): void;
}

/** One description field; it re-locks after a save (spec 2 §4 Forms). */
export function MemoEditor({ patientId, memo, canChange, create, update, onStatusChange }: MemoEditorProps) {
  const initial = useMemo(() => ({ description: memo?.description ?? '' }), [memo]);
  const submit = useCallback(
    async ({ description }: { description: string }) => {
      const saved = memo
        ? await update({ params: { id: memo.id }, body: { description, consistency_token: memo.consistency_token } })
        : await create({ body: { patient: patientId, description } });
      return { description: saved.description };
    },
    [memo, patientId, create, update],
  );
  const form = useLockedForm({ initial, submit, successToast: successToast('Patient memo', memo ? 'updated' : 'created') });
  useReportStatus(form.status, onStatusChange);

  return (
    <PermittedForm form={form} allowed={canChange} testId="memo-form">
      <FormField label="Memo" errorText={form.errorOf('description')} stretch>
        <Textarea
          value={form.values.description}
          readOnly={form.state.locked}
          invalid={Boolean(form.errorOf('description'))}
          onChange={({ detail }) => form.setValue('description', detail.value)}
          rows={6}
          ariaLabel="Memo"
        />
      </FormField>
    </PermittedForm>
  );
}
