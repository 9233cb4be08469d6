import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { reasonHasText, REFERRAL_TEXT_MAX, type Referral } from '@praktijk/shared/records/referrals';
import { useState } from 'react';
import { isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { catalogueOptions, useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { usePatientNoteChoices } from '@/features/consultations/usePatientNoteChoices';
import { useConfirm } from '@/shell/confirm';
import { useNotifications } from '@/shell/notifications';
import { EMPTY_REFERRAL, errorsOf, hasErrors, missingFields, NO_ERRORS, type ReferralDraft, type ReferralErrors } from './referral-form';
import { WriteReferralModal } from './WriteReferralModal';

interface AddReferralFormProps {
  patientId: string;
  /** Inside a consultation: its note, which the referral is filed under. */
  decursusId?: string | null;
  /** Creates; rejects with the server's refusal. */
  create(draft: ReferralDraft): Promise<Referral>;
  /** After 'Save and Generate': prints the new referral. */
  print(id: string): Promise<void>;
  onClose(): void;
}

/**
 * The Add form of Patient Referrals (spec 3 §2, §4, §5): Type*, Priority*, Consults (1 or 2),
 * Receiving, the Reason written in the 'Write Referral' editor, and the note (blank: a new one).
 * Submit and 'Save and Generate' ask 'CREATE REFERRAL ?' first; on success 'Referral created', the
 * form resets and closes (and the PDF is made for Save and Generate); on failure 'Error' /
 * 'Something went wrong', the server's field errors on the fields, and the form stays open.
 */
export function AddReferralForm({ patientId, decursusId, create, print, onClose }: AddReferralFormProps) {
  const can = useCan();
  const confirm = useConfirm();
  const { notify } = useNotifications();
  const [draft, setDraft] = useState<ReferralDraft>(EMPTY_REFERRAL);
  const [errors, setErrors] = useState<ReferralErrors>(NO_ERRORS);
  const [writing, setWriting] = useState(false);
  const [saving, setSaving] = useState(false);
  const types = useReferenceCatalogue('referral_types');
  const priorities = useReferenceCatalogue('referral_priorities');
  const notes = usePatientNoteChoices(patientId, !decursusId);
  // A change takes back that field's error (chosen now), the others stay until the next Submit.
  const set = <K extends keyof ReferralDraft>(field: K, value: ReferralDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      if (!(field in e.fields)) return e;
      const { [field]: _taken, ...others } = e.fields;
      return { ...e, fields: others };
    });
  };

  const submit = async (generate: boolean) => {
    const missing = missingFields(draft);
    setErrors(missing);
    if (hasErrors(missing)) return;
    if (!(await confirm({ title: 'CREATE REFERRAL ?', body: 'The referral is added to the patient.' }))) return;
    setSaving(true);
    try {
      const created = await create({ ...draft, decursus_id: decursusId ?? draft.decursus_id });
      notify({ type: 'success', header: 'Referral created', content: 'Referral was created successfully' });
      setDraft(EMPTY_REFERRAL);
      onClose();
      if (generate) await print(created.id);
    } catch (error) {
      if (!(isApiError(error) && error.redirected)) notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const selected = (options: { value: string; label: string }[], value: string | null) => options.find((o) => o.value === value) ?? null;
  const typeOptions = catalogueOptions(types.items);
  const priorityOptions = catalogueOptions(priorities.items);
  const noteOptions = [{ value: '', label: 'New decursus' }, ...notes.options];
  return (
    <form onSubmit={(event) => event.preventDefault()} data-testid="add-referral-form">
      <Form
        errorText={errors.banner.length ? errors.banner.join(' ') : undefined}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            {can('execute', 'referral') && (
              <Button formAction="none" onClick={() => void submit(true)} loading={saving} data-testid="referral-save-generate">
                Save and Generate
              </Button>
            )}
            <Button variant="primary" onClick={() => void submit(false)} loading={saving} data-testid="referral-submit">
              Submit
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            <FormField label="Type *" errorText={errors.fields.type_id}>
              <Select
                selectedOption={selected(typeOptions, draft.type_id)}
                onChange={({ detail }) => set('type_id', detail.selectedOption.value ?? null)}
                options={typeOptions}
                filteringType="auto"
                placeholder="Choose a type"
                statusType={types.status === 'loading' ? 'loading' : 'finished'}
                ariaLabel="Type"
                invalid={Boolean(errors.fields.type_id)}
                data-testid="referral-type"
              />
            </FormField>
            <FormField label="Priority *" errorText={errors.fields.priority_id}>
              <Select
                selectedOption={selected(priorityOptions, draft.priority_id)}
                onChange={({ detail }) => set('priority_id', detail.selectedOption.value ?? null)}
                options={priorityOptions}
                placeholder="Choose a priority"
                statusType={priorities.status === 'loading' ? 'loading' : 'finished'}
                ariaLabel="Priority"
                invalid={Boolean(errors.fields.priority_id)}
                data-testid="referral-priority"
              />
            </FormField>
            <FormField label="Consults" errorText={errors.fields.consults}>
              <RadioGroup
                value={String(draft.consults)}
                onChange={({ detail }) => set('consults', detail.value === '2' ? 2 : 1)}
                items={[
                  { value: '1', label: '1' },
                  { value: '2', label: '2' },
                ]}
                ariaLabel="Consults"
              />
            </FormField>
            <FormField label="Receiving" errorText={errors.fields.receiving}>
              <Input
                value={draft.receiving}
                onChange={({ detail }) => set('receiving', detail.value.slice(0, REFERRAL_TEXT_MAX))}
                ariaLabel="Receiving"
                data-testid="referral-receiving"
              />
            </FormField>
            {!decursusId && (
              <FormField label="Decursus" description="Blank: a new decursus of today is made for the referral." errorText={errors.fields.decursus_id}>
                <Select
                  selectedOption={selected(noteOptions, draft.decursus_id ?? '')}
                  onChange={({ detail }) => set('decursus_id', detail.selectedOption.value || null)}
                  options={noteOptions}
                  ariaLabel="Decursus"
                  data-testid="referral-decursus"
                />
              </FormField>
            )}
          </ColumnLayout>
          <FormField label="Reason" errorText={errors.fields.reason}>
            <SpaceBetween size="xs">
              <Box color={reasonHasText(draft.reason) ? 'text-status-success' : 'text-status-inactive'} data-testid="referral-reason-state">
                {reasonHasText(draft.reason) ? 'A reason is written.' : 'No reason written yet.'}
              </Box>
              <Button formAction="none" iconName="edit" onClick={() => setWriting(true)} data-testid="referral-write">
                Write Referral
              </Button>
            </SpaceBetween>
          </FormField>
          {hasErrors(errors) && !errors.banner.length && <Alert type="error">Correct the marked fields.</Alert>}
        </SpaceBetween>
      </Form>
      <WriteReferralModal
        visible={writing}
        patientId={patientId}
        decursusId={decursusId ?? draft.decursus_id}
        reason={draft.reason}
        onDone={(html) => {
          set('reason', html);
          setWriting(false);
        }}
        onDismiss={() => setWriting(false)}
      />
    </form>
  );
}
