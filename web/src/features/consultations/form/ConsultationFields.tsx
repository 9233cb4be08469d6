import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FormTextField } from '@/components/form/FormTextField';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { CONSULTATION_FIELD_LABELS as LABELS, type ConsultationFormValues } from './consultation-form';
import { type ConsultationOptions } from './useConsultationOptions';

/** The consultation's four fields (spec 3 §2), for the new-consultation form and the consultation screen. */
export function ConsultationFields({ form, options }: { form: LockedForm<ConsultationFormValues>; options: ConsultationOptions }) {
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={2}>
        <FormSelectField
          form={form}
          name="reason_type"
          label={LABELS.reason_type}
          required
          options={options.reasonTypes}
          loading={options.loading}
          placeholder="Choose a reason type"
          empty="No reason types"
        />
        <FormSelectField
          form={form}
          name="insurance"
          label={LABELS.insurance}
          options={options.insurances}
          loading={options.loading}
          placeholder="Choose an insurance"
          empty="No insurances"
        />
      </ColumnLayout>
      <FormTextField form={form} name="reason" label={LABELS.reason} required />
      <FormCheckboxField form={form} name="is_walkin" label={LABELS.is_walkin} />
    </SpaceBetween>
  );
}
