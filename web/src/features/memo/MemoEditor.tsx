import Textarea from '@cloudscape-design/components/textarea';
import { useCallback, useMemo } from 'react';
import { type memoKind } from '@praktijk/shared/record-kinds';
import { type memoSchema } from '@praktijk/shared/schemas/patient-records';
import { type z } from 'zod';
import { BoundField, controlState } from '@/components/form/fields/BoundField';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { type RecordKindHooks } from '@/query/record-kind';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '@/features/records/useReportStatus';
import { type TabStatus } from '@/features/records/types';

// The memo as the API answers it; MemoForm fetches it and hands it here.
export type Memo = z.infer<typeof memoSchema>;

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
  /** Prefix of the form's test ids (LockedForm); 'memo-form' unless the page shows the memo twice. */
  testId?: string;
}

/** The memo's lines as written (a key-value pair would run them together). */
function preserveLines(text: string) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
}

/** One description field; it re-locks after a save (spec 2 §4 Forms). */
export function MemoEditor({ patientId, memo, canChange, create, update, onStatusChange, testId = 'memo-form' }: MemoEditorProps) {
  const initial = useMemo(() => ({ description: memo?.description ?? '' }), [memo]);
  const submit = useCallback(
    async ({ description }: { description: string }, version: Version) => {
      const saved = memo
        ? await update({ params: { id: memo.id }, body: { description, consistency_token: version ?? memo.consistency_token } })
        : await create({ body: { patient: patientId, description } });
      return { description: saved.description };
    },
    [memo, patientId, create, update],
  );
  // Without change on memo it shows as text (spec 2 §2: memo submit/unlock needs can_change).
  const form = useLockedForm({
    initial,
    version: memo?.consistency_token ?? null,
    submit,
    successToast: successToast('Patient memo', memo ? 'updated' : 'created'),
    viewOnly: !canChange,
  });
  useReportStatus(form.status, onStatusChange);

  return (
    <LockedForm form={form} testId={testId}>
      <BoundField form={form} name="description" label="Memo" display={form.values.description && preserveLines(form.values.description)}>
        <Textarea
          value={form.values.description}
          readOnly={controlState(form, {}).readOnly}
          invalid={Boolean(form.errorOf('description'))}
          onChange={({ detail }) => form.setValue('description', detail.value)}
          rows={6}
          ariaLabel="Memo"
        />
      </BoundField>
    </LockedForm>
  );
}
