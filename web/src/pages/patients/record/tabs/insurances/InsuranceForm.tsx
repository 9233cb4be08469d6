import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useCallback, useMemo } from 'react';
import { type insuranceKind } from '@praktijk/shared/record-kinds';
import { catalogueOptions, useReferenceCatalogue } from '../../../../../catalogue/useReferenceCatalogue';
import { FieldLabel } from '../../../../../components/form/FieldLabel';
import { FormCheckboxField } from '../../../../../components/form/fields/FormCheckboxField';
import { FormDateField } from '../../../../../components/form/fields/FormDateField';
import { FormTextField } from '../../../../../components/form/FormTextField';
import { useLockedForm } from '../../../../../components/form/useLockedForm';
import { type RecordKindHooks } from '../../../../../query/record-kind';
import { PermittedForm } from '../common/PermittedForm';
import { successToast } from '../common/success-toast';
import { useReportStatus } from '../common/useReportStatus';
import { type TabStatus } from '../../types';
import { bodyOf, type Insurance, type InsuranceSlot, type InsuranceValues, SLOT_LABEL, typeOptionsFor, valuesOf, withCompany } from './insurance-rules';

type InsuranceWrites = RecordKindHooks<typeof insuranceKind>;

interface InsuranceFormProps {
  patientId: string;
  slot: InsuranceSlot;
  /** The slot's insurance; undefined while the slot is empty (Submit then creates it). */
  insurance: Insurance | undefined;
  canChange: boolean;
  /** The writes put the saved insurance into the cached list (query/record-kind.ts). */
  create: InsuranceWrites['create']['mutateAsync'];
  update: InsuranceWrites['update']['mutateAsync'];
  onStatusChange(status: TabStatus): void;
}

/** One insurance slot (spec 2 §2 Insurances): company, type, number, dates and is_active. */
export function InsuranceForm({ patientId, slot, insurance, canChange, create, update, onStatusChange }: InsuranceFormProps) {
  const companies = useReferenceCatalogue('insurance_companies');
  const types = useReferenceCatalogue('insurance_types');
  const initial = useMemo(() => valuesOf(insurance), [insurance]);
  const submit = useCallback(
    async (values: InsuranceValues) => {
      const saved = insurance
        ? await update({ params: { id: insurance.id }, body: { ...bodyOf(values), consistency_token: insurance.consistency_token } })
        : await create({ body: { ...bodyOf(values), patient: patientId, is_primary: slot === 'primary' } });
      return valuesOf(saved);
    },
    [insurance, patientId, slot, create, update],
  );
  // An empty slot is a new record: its form is open; an existing one rests locked (spec 2 §2).
  const form = useLockedForm({
    initial,
    submit,
    lockable: Boolean(insurance),
    successToast: successToast(`${SLOT_LABEL[slot]} insurance`, insurance ? 'updated' : 'created'),
  });
  useReportStatus(form.status, onStatusChange);

  const { values, state } = form;
  const companyOptions = useMemo(() => catalogueOptions(companies.items), [companies.items]);
  const companyCode = companies.items.find((c) => c.id === values.company_id)?.code ?? '';
  const typeOptions = useMemo(() => typeOptionsFor(types.items, companyCode), [types.items, companyCode]);
  const locked = state.locked || !canChange;

  return (
    <PermittedForm form={form} allowed={canChange} testId={`${slot}-insurance-form`}>
      <ColumnLayout columns={2}>
        <FormField label={<FieldLabel text="Company" required />} errorText={form.errorOf('company_id')} stretch>
          <Select
            selectedOption={companyOptions.find((o) => o.value === values.company_id) ?? null}
            options={companyOptions}
            filteringType="auto"
            placeholder="Choose a company"
            ariaLabel="Company"
            ariaRequired
            disabled={locked}
            statusType={companies.status === 'loading' ? 'loading' : 'finished'}
            invalid={Boolean(form.errorOf('company_id'))}
            onChange={({ detail }) => {
              const next = withCompany(values, detail.selectedOption.value ?? '');
              form.setValue('company_id', next.company_id);
              form.setValue('type_id', next.type_id);
            }}
          />
        </FormField>
        <FormField label={<FieldLabel text="Type" required />} errorText={form.errorOf('type_id')} stretch>
          <Select
            selectedOption={typeOptions.find((o) => o.value === values.type_id) ?? null}
            options={typeOptions}
            placeholder="Choose a type"
            ariaLabel="Type"
            ariaRequired
            disabled={locked}
            empty="Choose a company first"
            invalid={Boolean(form.errorOf('type_id'))}
            onChange={({ detail }) => form.setValue('type_id', detail.selectedOption.value ?? '')}
          />
        </FormField>
        <FormTextField form={form} name="number" label="Number" required />
        <FormDateField form={form} name="effective_date" label="Effective date" readOnly={!canChange} />
        <FormDateField form={form} name="expiry_date" label="Expiry date" required readOnly={!canChange} />
        <FormCheckboxField form={form} name="is_active" fieldLabel="Active" label="Is active" disabled={locked} />
      </ColumnLayout>
    </PermittedForm>
  );
}
