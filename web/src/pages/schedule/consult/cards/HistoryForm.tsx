import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { HISTORY_MAX_ICPC_CODES } from '@praktijk/shared/records/history';
import { type historyKind } from '@praktijk/shared/record-kinds';
import { type HistoryDraft } from '@praktijk/shared/schemas/drafts';
import { useCallback, useMemo, useState } from 'react';
import { callSecondaryApi } from '@/api';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { IcpcPickerModal } from '@/components/icpc/IcpcPickerModal';
import { BoundField, controlState } from '@/components/form/fields/BoundField';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { type RecordKindHooks } from '@/query/record-kind';
import { useUnsavedChanges } from '@/shell/unsaved/useUnsavedChanges';
import { successToast } from '@/shell/success-toast';
import { DraftWrites } from '../../decursus/server-draft';
import { useServerDraft } from '../../decursus/useServerDraft';
import { canAddCode, HISTORY_LABELS, type HistoryValues, historyValues, icpcText, withCode } from '@/features/records/history-card';

type HistoryWrites = RecordKindHooks<typeof historyKind>;
type History = NonNullable<HistoryWrites['list']['data']>;

interface HistoryFormProps {
  patientId: string;
  /** null while the patient has none: Submit creates it. */
  history: History | null;
  canSave: boolean;
  create: HistoryWrites['create']['mutateAsync'];
  update: HistoryWrites['update']['mutateAsync'];
}

const preserveLines = (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;

/** The General History form (spec 3 §2, §4): starts locked; Submit, Unlock, Lock, Reset; submit disabled while locked or unchanged. */
export function HistoryForm({ patientId, history, canSave, create, update }: HistoryFormProps) {
  const icpc = useReferenceCatalogue('icpc_codes');
  const [picking, setPicking] = useState(false);
  const initial = useMemo(() => historyValues(history), [history]);
  // The save and the draft's writes, one after another (server-draft.ts).
  const [writes] = useState(() => new DraftWrites());
  const submit = useCallback(
    async ({ description, icpc_ids }: HistoryValues, version: Version) => {
      const saved = await writes.saveRecord({ description, icpc_ids }, () =>
        history
          ? update({ params: { id: history.id }, body: { description, icpc_ids, consistency_token: version ?? history.consistency_token } })
          : create({ body: { patient: patientId, description, icpc_ids } }),
      );
      return historyValues(saved);
    },
    [history, patientId, create, update, writes],
  );
  const form = useLockedForm({
    initial,
    version: history?.consistency_token ?? null,
    submit,
    successToast: successToast('Patient history', history ? 'updated' : 'created'),
    viewOnly: !canSave,
  });
  const codes = form.values.icpc_ids;
  const locked = form.state.locked;
  const dirty = !sameHistory(form.values, form.state.initial);
  useUnsavedChanges(dirty);
  // The typed history is kept as the user's server draft (issue 21 §1); the save's answer makes
  // the form clean, and a clean form removes the draft it wrote.
  const params = { id: patientId };
  const { unlock, setValue, reset } = form;
  const draft = useServerDraft<HistoryValues, HistoryDraft>({
    enabled: canSave,
    writes,
    values: { description: form.values.description, icpc_ids: codes },
    dirty,
    load: async () => (await callSecondaryApi('getHistoryDraft', { params })).draft,
    // The version the typed values rest on: a restored draft of an older one meets the 409.
    save: (values) => callSecondaryApi('saveHistoryDraft', { params, body: { ...values, base_token: form.state.version ?? null } }),
    remove: () => callSecondaryApi('deleteHistoryDraft', { params }),
    apply: (stored) => {
      if (sameHistory(stored, initial)) return false;
      unlock();
      setValue('description', stored.description);
      setValue('icpc_ids', stored.icpc_ids);
      return true;
    },
  });

  return (
    <LockedForm form={form} testId="history-form">
      {draft.notice && (
        <Alert
          type="info"
          data-testid="history-draft-restored"
          action={
            <Button formAction="none" onClick={() => void draft.discard(async () => reset())} data-testid="history-draft-discard">
              Discard
            </Button>
          }
        >
          {draft.notice}
        </Alert>
      )}
      <BoundField form={form} name="description" label={HISTORY_LABELS.description} display={form.values.description && preserveLines(form.values.description)}>
        <Textarea
          value={form.values.description}
          readOnly={controlState(form, {}).readOnly}
          invalid={Boolean(form.errorOf('description'))}
          onChange={({ detail }) => form.setValue('description', detail.value)}
          rows={4}
          ariaLabel={HISTORY_LABELS.description}
          data-testid="history-description"
        />
      </BoundField>
      <BoundField
        form={form}
        name="icpc_ids"
        label={HISTORY_LABELS.icpc_ids}
        description={`Up to ${HISTORY_MAX_ICPC_CODES} codes.`}
        display={codes.length ? codes.map((id) => icpcText(icpc.items, id)).join(', ') : 'n/a'}
      >
        <SpaceBetween size="xs">
          {codes.length > 0 ? (
            <TokenGroup
              readOnly={locked}
              disableOuterPadding
              items={codes.map((id) => ({ label: icpcText(icpc.items, id), dismissLabel: `Remove ${id}` }))}
              onDismiss={({ detail }) =>
                form.setValue(
                  'icpc_ids',
                  codes.filter((_, index) => index !== detail.itemIndex),
                )
              }
              data-testid="history-codes"
            />
          ) : (
            <Box color="text-status-inactive">No ICPC codes.</Box>
          )}
          <Button formAction="none" iconName="add-plus" disabled={locked || !canAddCode(codes)} onClick={() => setPicking(true)} data-testid="history-add-code">
            Add ICP Code
          </Button>
        </SpaceBetween>
      </BoundField>
      <IcpcPickerModal
        visible={picking}
        onDismiss={() => setPicking(false)}
        onPick={(code) => {
          form.setValue('icpc_ids', withCode(codes, code.id));
          setPicking(false);
        }}
      />
    </LockedForm>
  );
}

const sameHistory = (a: Pick<HistoryValues, 'description' | 'icpc_ids'>, b: Pick<HistoryValues, 'description' | 'icpc_ids'>) =>
  a.description === b.description && JSON.stringify(a.icpc_ids) === JSON.stringify(b.icpc_ids);
