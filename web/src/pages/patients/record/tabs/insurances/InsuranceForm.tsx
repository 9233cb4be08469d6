import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useCallback, useMemo } from 'react';
import { insuranceKind } from '@praktijk/shared/record-kinds';
import { catalogueOptions, useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { labelledFields } from '@/components/form/fields/labelled-fields';
import { FormTextField } from '@/components/form/FormTextField';
import { LockedForm } from '@/components/form/LockedForm';
import { type Version } from '@/components/form/locked-form-state';
import { useLockedForm } from '@/components/form/useLockedForm';
import { type RecordKindHooks } from '@/query/record-kind';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '@/features/records/useReportStatus';
import { type TabStatus } from '@/features/records/types';
import { bodyOf, type Insurance, type InsuranceSlot, type InsuranceValues, SLOT_LABEL, typeOptionsFor, valuesOf, withCompany } from './insurance-rules';

type InsuranceWrites = RecordKindHooks<typeof insuranceKind>;

/** An insurance field's name and label (the one Manage > Logs shows). */
const insuranceField = labelledFields(insuranceKind.labels);

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
    async (values: InsuranceValues, version: Version) => {
      const saved = insurance
        ? await update({ params: { id: insurance.id }, body: { ...bodyOf(values), consistency_token: version ?? insurance.consistency_token } })
        : await create({ body: { ...bodyOf(values), patient: patientId, is_primary: slot === 'primary' } });
      return valuesOf(saved);
    },
    [insurance, patientId, slot, create, update],
  );
  // An empty slot is a new record: its form is open; an existing one rests locked (spec 2 §2).
  const form = useLockedForm({
    initial,
    version: insurance?.consistency_token ?? null,
    submit,
    lockable: Boolean(insurance),
    successToast: successToast(`${SLOT_LABEL[slot]} insurance`, insurance ? 'updated' : 'created'),
    // Without change on insurance the slot shows as text (spec 2 §2: editing needs can_change).
    viewOnly: !canChange,
  });
  useReportStatus(form.status, onStatusChange);

  const { values } = form;
  const companyOptions = useMemo(() => catalogueOptions(companies.items), [companies.items]);
  const companyCode = companies.items.find((c) => c.id === values.company_id)?.code ?? '';
  const typeOptions = useMemo(() => typeOptionsFor(types.items, companyCode), [types.items, companyCode]);

  return (
    <LockedForm form={form} testId={`${slot}-insurance-form`}>
      <ColumnLayout columns={2}>
        <FormSelectField
          form={form}
          {...insuranceField('company_id')}
          required
          options={companyOptions}
          loading={companies.status === 'loading'}
          placeholder="Choose a company"
          onSelect={(company) => {
            // Changing the company clears the type (spec 2 §4).
            const next = withCompany(values, company ?? '');
            form.setValue('company_id', next.company_id);
            form.setValue('type_id', next.type_id);
          }}
        />
        <FormSelectField form={form} {...insuranceField('type_id')} required options={typeOptions} placeholder="Choose a type" empty="Choose a company first" />
        <FormTextField form={form} {...insuranceField('number')} required />
        <FormDateField form={form} {...insuranceField('effective_date')} />
        <FormDateField form={form} {...insuranceField('expiry_date')} required />
        <FormCheckboxField form={form} {...insuranceField('is_active')} />
      </ColumnLayout>
    </LockedForm>
  );
}
