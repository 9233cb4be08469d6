import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ALLERGIC, PRESCRIPTION_REFERENCES } from '@praktijk/shared/records/prescriptions';
import { PRESCRIPTION_FIELD_LABELS } from '@praktijk/shared/schemas/health-field-labels';
import { useCallback, useEffect, useMemo } from 'react';
import { FormCheckboxField } from '../../../../../components/form/fields/FormCheckboxField';
import { FormCatalogueSelect } from '../../../../../components/form/fields/FormCatalogueSelect';
import { FormNumberField } from '../../../../../components/form/fields/FormNumberField';
import { labelledFields } from '../../../../../components/form/fields/labelled-fields';
import { FormTextField } from '../../../../../components/form/FormTextField';
import { LockedForm } from '../../../../../components/form/LockedForm';
import { useLockedForm } from '../../../../../components/form/useLockedForm';
import { successToast } from '../../tabs/common/success-toast';
import { useReportStatus } from '../../tabs/common/useReportStatus';
import { type TabStatus } from '../../types';
import { DateTimeField } from '../../health/vitals/DateTimeField';
import { FormGroup, formHeadings } from '../../health/vitals/FormGroup';
import { useCatalogueDefaults } from '../../health/vitals/useCatalogueDefaults';
import { MedicationField } from './MedicationField';
import {
  prefilledPrescription,
  prescriptionBody,
  prescriptionFormSchema,
  type PrescriptionValues,
  totalPreview,
  withChronic,
  withOther,
} from './prescription-form';

const field = labelledFields(PRESCRIPTION_FIELD_LABELS);
/** A select's name, label and catalogue (PRESCRIPTION_REFERENCES, the server's own list). */
const select = (name: Exclude<keyof typeof PRESCRIPTION_REFERENCES, 'medication_id'>) => ({ ...field(name), catalogue: PRESCRIPTION_REFERENCES[name] });
export const PRESCRIPTION_CREATED = successToast('Patient prescription', 'created');

export interface AddPrescriptionFormProps {
  patientId: string;
  /** The list it is added from: chronic or not, the checkbox's first value. */
  isChronic: boolean;
  /** Sends the new prescription (the list adds the patient and the consultation's decursus, or uses the route outside one). */
  create(fields: Record<string, unknown>): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
  headingVariant?: 'h2' | 'h3';
  /** A stopped prescription copied into the form (spec 2 §4), with its medication's name; else the user's defaults. */
  copy?: { values: PrescriptionValues; medicationName?: string };
  /** Closes a copy's form (a new prescription's closes by the list's Cancel). */
  onCancel?(): void;
  testId?: string;
}

/**
 * The add area of the Prescriptions and Chronic Prescriptions lists (spec 2 §2, §3 "Prescription",
 * §4, §5, §8): the medication searched or another one typed, chronic with its repeats, the
 * dosage with its total as typed, the delivery form, the instructions and when it was written. The
 * server's own schema is checked before sending; its answers land on the fields. Submit is busy
 * while the prescription is sent, so one click adds one prescription; success resets the form and
 * closes the add area.
 */
export function AddPrescriptionForm(props: AddPrescriptionFormProps) {
  const { patientId, isChronic, create, onCreated, onStatusChange, headingVariant, copy, onCancel, testId = 'add-prescription-form' } = props;
  const { defaults } = useCatalogueDefaults();
  const fresh = useMemo(() => prefilledPrescription(defaults, isChronic), [defaults, isChronic]);
  const initial = copy?.values ?? fresh;
  const submit = useCallback(
    async (values: PrescriptionValues) => {
      await create(prescriptionBody(values));
      return fresh; // spec 2 §2: a successful submit resets the form
    },
    [create, fresh],
  );
  const form = useLockedForm({
    initial,
    submit,
    schema: prescriptionFormSchema,
    lockable: false,
    successToast: PRESCRIPTION_CREATED,
    onSaved: onCreated,
  });
  useReportStatus(form.status, onStatusChange);
  // A closed add area has nothing unsaved.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);
  const headings = formHeadings(headingVariant);
  const { values } = form;
  const apply = (changes: Partial<PrescriptionValues>) => {
    for (const [name, value] of Object.entries(changes)) form.setValue(name as keyof PrescriptionValues & string, value as never);
  };
  const chronicOff = !values.is_chronic;

  return (
    <LockedForm
      form={form}
      testId={testId}
      header={<Header variant={headings.form}>{copy ? 'Copy prescription' : 'Add prescription'}</Header>}
      secondaryActions={
        onCancel ? (
          <Button variant="link" onClick={onCancel} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
        ) : undefined
      }
    >
      <SpaceBetween size="l">
        <FormGroup title="Medication" level={headings.group}>
          <MedicationField form={form} label={field('medication_id').label} patientId={patientId} initialName={copy?.medicationName} />
          <FormCheckboxField form={form} name="other_chosen" label="Other" fieldLabel="Not in the formulary" onToggle={(on) => apply(withOther(on))} />
          <FormTextField form={form} {...field('other')} required={values.other_chosen} disabled={!values.other_chosen} />
          {(values.allergic || form.errorOf('medication_id') === ALLERGIC || values.allergy_acknowledged) && !values.other_chosen && (
            <FormCheckboxField
              form={form}
              name="allergy_acknowledged"
              label="Prescribe despite the allergy"
              fieldLabel="Allergy warning"
              description="The patient is allergic to this medication; tick to prescribe it deliberately."
            />
          )}
        </FormGroup>
        <FormGroup title="Chronic and repeats" level={headings.group}>
          <FormCheckboxField form={form} {...field('is_chronic')} label="Chronic prescription" fieldLabel="Chronic" onToggle={(on) => apply(withChronic(on))} />
          <FormNumberField form={form} {...field('repeat_prescription')} maxDecimals={0} disabled={chronicOff} />
          <FormCatalogueSelect form={form} {...select('repeat_date_id')} disabled={chronicOff} placeholder="Choose an interval" />
        </FormGroup>
        {/* Four columns: each amount beside its unit or form (strength and unit, frequency and its unit, ...). */}
        <FormGroup title="Dosage" level={headings.group} columns={4}>
          <FormNumberField form={form} {...field('strength')} maxDecimals={3} />
          <FormCatalogueSelect form={form} {...select('unit_id')} placeholder="Choose a unit" />
          <FormNumberField form={form} {...field('frequency_usage')} maxDecimals={2} />
          <FormCatalogueSelect form={form} {...select('frequency_unit_id')} placeholder="Choose a frequency unit" />
          <FormNumberField form={form} {...field('dosage_amount')} maxDecimals={2} />
          <FormCatalogueSelect form={form} {...select('dosage_form_id')} placeholder="Choose a dosage form" />
          <FormNumberField form={form} {...field('amount_of_time')} maxDecimals={0} />
          <div>
            <Box variant="awsui-key-label">Total</Box>
            <div aria-live="polite" data-testid="prescription-total">
              {totalPreview(values)}
            </div>
          </div>
        </FormGroup>
        <FormGroup title="Delivery" level={headings.group}>
          <FormCatalogueSelect form={form} {...select('delivery_form_id')} placeholder="Choose a delivery form" />
          <FormTextField form={form} {...field('instructions')} />
        </FormGroup>
        <DateTimeField form={form} label={PRESCRIPTION_FIELD_LABELS.administrative_datetime.label} />
      </SpaceBetween>
    </LockedForm>
  );
}
