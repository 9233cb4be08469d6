import { prescriptionKind } from '@praktijk/shared/record-kinds';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ALLERGIC, PRESCRIPTION_REFERENCES, productDosage } from '@praktijk/shared/records/prescriptions';
import { type PrescriptionTemplate } from '@praktijk/shared/schemas/prescription-templates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { FormNumberField } from '@/components/form/fields/FormNumberField';
import { labelledFields } from '@/components/form/fields/labelled-fields';
import { FormTextField } from '@/components/form/FormTextField';
import { LockedForm } from '@/components/form/LockedForm';
import { sameValue } from '@/components/form/locked-form-state';
import { queryKeyOf, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
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
import { templateBody, templateValues } from './prescription-templates';
import { SavedTemplates } from './SavedTemplates';
import { activeAfterDelete, templateNameProblem } from '@/components/SavedTemplateListState';
import { TemplateNameModal } from './TemplateNameModal';

const field = labelledFields(prescriptionKind.labels);
/** A select's name, label and catalogue (PRESCRIPTION_REFERENCES, the server's own list). */
const select = (name: Exclude<keyof typeof PRESCRIPTION_REFERENCES, 'medication_id'>) => ({ ...field(name), catalogue: PRESCRIPTION_REFERENCES[name] });
export const PRESCRIPTION_CREATED = successToast('Patient prescription', 'created');
const TEMPLATES_STALE = () => [queryKeyOf('listPrescriptionTemplates')];

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
  // A formulary product's strength, unit and form are the catalogue's (issue 21 §5): choosing it
  // fills them and they stay as the product has them; only 'Other' (free text) types its own.
  const units = useReferenceCatalogue(PRESCRIPTION_REFERENCES.unit_id);
  const forms = useReferenceCatalogue(PRESCRIPTION_REFERENCES.dosage_form_id);
  const productFixed = !values.other_chosen;
  const chooseProduct = (item: { strength?: string | null; form?: string | null }) => apply(productDosage(item, units.items, forms.items));

  // Saved templates (spec 2 §4): selecting loads one into the form, selecting it again deselects it
  // and resets the form; the template button shows while the form is changed.
  const [active, setActive] = useState<PrescriptionTemplate>();
  const [medicationKey, setMedicationKey] = useState(0);
  const [naming, setNaming] = useState(false);
  const { notify } = useNotifications();
  const createTemplate = useApiMutation('createPrescriptionTemplate', { invalidates: TEMPLATES_STALE });
  const updateTemplate = useApiMutation('updatePrescriptionTemplate', { invalidates: TEMPLATES_STALE });
  const selectTemplate = (template: PrescriptionTemplate) => {
    if (active?.id === template.id) {
      setActive(undefined);
      form.reset();
    } else {
      setActive(template);
      apply(templateValues(template));
    }
    setMedicationKey((k) => k + 1);
  };
  // A deleted active template is deselected and the form reset, as selecting it again would.
  const templateDeleted = (template: PrescriptionTemplate) => {
    if (!active || activeAfterDelete(active, template)) return;
    setActive(undefined);
    form.reset();
    setMedicationKey((k) => k + 1);
  };
  const saveNew = async (name: string): Promise<string | undefined> => {
    const body = templateBody(values, name);
    if (!body.success) return body.error.issues[0]?.message;
    try {
      setActive(await createTemplate.mutateAsync({ body: body.data }));
      notify({ type: 'success', ...successToast('Prescription template', 'created') });
      return undefined;
    } catch (error) {
      return templateNameProblem(error);
    }
  };
  const saveActive = async (template: PrescriptionTemplate) => {
    const body = templateBody(values, template.name);
    try {
      if (!body.success) throw new Error(body.error.issues[0]?.message);
      setActive(await updateTemplate.mutateAsync({ params: { id: template.id }, body: { ...body.data, consistency_token: template.consistency_token } }));
      notify({ type: 'success', ...successToast('Prescription template', 'updated') });
    } catch (error) {
      const problem = templateNameProblem(error);
      if (problem) notify({ type: 'error', header: 'Error', content: problem });
    }
  };
  const changed = !sameValue(values, form.state.initial);
  // A copy is a new prescription not yet sent: Submit sends it as copied, unchanged too (a clean
  // form's Submit is otherwise disabled, as there is nothing to save).
  const shownForm = copy ? { ...form, buttons: { ...form.buttons, submitDisabled: form.state.submitting } } : form;
  const templateButton = changed ? (
    active ? (
      <Button formAction="none" onClick={() => void saveActive(active)} loading={updateTemplate.isPending} data-testid={`${testId}-template`}>
        Update Template
      </Button>
    ) : (
      <Button formAction="none" onClick={() => setNaming(true)} data-testid={`${testId}-template`}>
        Create Template
      </Button>
    )
  ) : null;

  return (
    <>
      <Grid gridDefinition={[{ colspan: { default: 12, s: 9 } }, { colspan: { default: 12, s: 3 } }]}>
        <LockedForm
          form={shownForm}
          testId={testId}
          header={<Header variant={headings.form}>{copy ? 'Copy prescription' : 'Add prescription'}</Header>}
          secondaryActions={
            <>
              {onCancel && (
                <Button variant="link" formAction="none" onClick={onCancel} data-testid={`${testId}-cancel`}>
                  Cancel
                </Button>
              )}
              {templateButton}
            </>
          }
        >
          <SpaceBetween size="l">
            <FormGroup title="Medication" level={headings.group}>
              <MedicationField
                key={medicationKey}
                form={form}
                label={field('medication_id').label}
                patientId={patientId}
                initialName={active ? (active.medication?.name ?? undefined) : copy?.medicationName}
                onChoose={chooseProduct}
              />
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
              <FormCheckboxField
                form={form}
                {...field('is_chronic')}
                label="Chronic prescription"
                fieldLabel="Chronic"
                onToggle={(on) => apply(withChronic(on))}
              />
              <FormNumberField form={form} {...field('repeat_prescription')} maxDecimals={0} disabled={chronicOff} />
              <FormCatalogueSelect form={form} {...select('repeat_date_id')} disabled={chronicOff} placeholder="Choose an interval" />
            </FormGroup>
            {/* Four columns: each amount beside its unit or form (strength and unit, frequency and its unit, ...). */}
            <FormGroup title="Dosage" level={headings.group} columns={4}>
              <FormNumberField form={form} {...field('strength')} maxDecimals={3} disabled={productFixed} />
              <FormCatalogueSelect form={form} {...select('unit_id')} placeholder="Choose a unit" disabled={productFixed} />
              <FormNumberField form={form} {...field('frequency_usage')} maxDecimals={2} />
              <FormCatalogueSelect form={form} {...select('frequency_unit_id')} placeholder="Choose a unit" />
              <FormNumberField form={form} {...field('dosage_amount')} maxDecimals={2} />
              <FormCatalogueSelect form={form} {...select('dosage_form_id')} placeholder="Choose a form" disabled={productFixed} />
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
            <DateTimeField form={form} label={prescriptionKind.labels.administrative_datetime.label} />
          </SpaceBetween>
        </LockedForm>
        <SavedTemplates isChronic={values.is_chronic} active={active} onSelect={selectTemplate} onDeleted={templateDeleted} headingTag={headings.group} />
      </Grid>
      <TemplateNameModal visible={naming} save={saveNew} onClose={() => setNaming(false)} />
    </>
  );
}
