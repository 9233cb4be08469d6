import ColumnLayout from '@cloudscape-design/components/column-layout';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { capitalizeWords } from '@praktijk/shared/schemas/fields';
import { useCallback, useEffect } from 'react';
import { BoundField } from '@/components/form/fields/BoundField';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { AttestDateField, AttestTimeField } from './AttestWhenFields';
import { type AttestFormValues, type AttestWay, CLEARED_ON_SWITCH, EMPTY_ATTEST_FORM } from './attest-form';
import { type AttestBody, attestBody, attestFormSchema, onFormFields } from './attest-payload';
import { DaysCounter } from './DaysCounter';
import { PickedDatesField } from './PickedDatesField';
import './attests.css';

const WAYS: { value: AttestWay; label: string }[] = [
  { value: 'range', label: 'From-until range' },
  { value: 'dates', label: 'Picked dates' },
];

interface AddAttestFormProps {
  create(body: AttestBody): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
}

/** The Attests add area (spec 2 §2, §4): company, the attest's days one of three ways, its date and time. */
export function AddAttestForm({ create, onCreated, onStatusChange }: AddAttestFormProps) {
  const submit = useCallback(
    async (values: AttestFormValues) => {
      try {
        await create(attestBody(values));
      } catch (error) {
        throw onFormFields(error);
      }
      return EMPTY_ATTEST_FORM;
    },
    [create],
  );
  const form = useLockedForm({
    initial: EMPTY_ATTEST_FORM,
    submit,
    schema: attestFormSchema,
    lockable: false,
    successToast: successToast('Patient attest', 'created'),
    onSaved: onCreated,
  });
  useReportStatus(form.status, onStatusChange);
  // Closed (after a create, or by Cancel): nothing is left unsaved, so the tab's title is clean again.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);

  // Spec 2 §4: toggling 'Use days' clears from_date, until_date, days and dates; so does choosing
  // the other of range and picked dates.
  const clearWays = () => Object.entries(CLEARED_ON_SWITCH).forEach(([field, value]) => form.setValue(field as keyof typeof CLEARED_ON_SWITCH, value));
  const { use_days: useDays, way } = form.values;
  const company = form.textInput('company_name');

  return (
    <LockedForm form={form} testId="add-attest-form">
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          <BoundField form={form} name="company_name" label="Company" display={company.value}>
            <Input
              {...company}
              onChange={({ detail }) => form.setValue('company_name', capitalizeWords(detail.value))}
              ariaLabel="Company"
              autoComplete={false}
              data-testid="field-company_name"
            />
          </BoundField>
          <AttestDateField form={form} />
          <AttestTimeField form={form} />
        </ColumnLayout>
        <ColumnLayout columns={3}>
          <SpaceBetween size="s">
            <FormCheckboxField
              form={form}
              name="use_days"
              label="Use days"
              onToggle={(on) => {
                clearWays();
                form.setValue('use_days', on);
              }}
            />
            <DaysCounter form={form} disabled={!useDays} />
          </SpaceBetween>
          {!useDays && (
            <BoundField form={form} name="way" label="Period" display={WAYS.find((w) => w.value === way)?.label}>
              <RadioGroup
                value={way}
                items={WAYS}
                onChange={({ detail }) => {
                  clearWays();
                  form.setValue('way', detail.value as AttestWay);
                }}
                data-testid="field-way"
              />
            </BoundField>
          )}
        </ColumnLayout>
        {!useDays && way === 'range' && (
          <ColumnLayout columns={3}>
            <FormDateField form={form} name="from_date" label="From" />
            <FormDateField form={form} name="until_date" label="Until" />
          </ColumnLayout>
        )}
        {!useDays && way === 'dates' && <PickedDatesField form={form} />}
      </SpaceBetween>
    </LockedForm>
  );
}
