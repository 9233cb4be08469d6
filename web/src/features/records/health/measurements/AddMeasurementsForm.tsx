import { measurementsKind } from '@praktijk/shared/record-kinds';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { HEIGHT_UNITS, WEIGHT_UNITS } from '@praktijk/shared/records/health-units';
import { MEASUREMENTS_REFERENCES } from '@praktijk/shared/records/measurements';
import { useCallback, useEffect, useMemo } from 'react';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { labelledFields } from '@/components/form/fields/labelled-fields';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { prefilled } from '../vitals/catalogue-defaults';
import { DateTimeField } from '../vitals/DateTimeField';
import { FormGroup, formHeadings } from '../vitals/FormGroup';
import { ReadingField } from '../vitals/ReadingField';
import { recordBody } from '../vitals/record-form';
import { SaveDefaultsButton } from '../vitals/SaveDefaultsButton';
import { useCatalogueDefaults } from '../vitals/useCatalogueDefaults';
import { BmiPreview } from './BmiPreview';
import {
  EMPTY_MEASUREMENTS,
  MEASUREMENTS_CATALOGUES,
  measurementsBody,
  measurementsFields,
  type MeasurementsFormValues,
  measurementsFormSchema,
} from './measurements-form';

const field = labelledFields(measurementsKind.labels);
const select = (name: keyof typeof MEASUREMENTS_REFERENCES) => ({ ...field(name), catalogue: MEASUREMENTS_REFERENCES[name] });
const options = (units: readonly string[]) => units.map((unit) => ({ value: unit, label: unit }));
const CREATED = successToast('Patient measurements', 'created');

export interface AddMeasurementsFormProps {
  create(body: Record<string, unknown>): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
  headingVariant?: 'h2' | 'h3';
}

/** The Measurements add area (spec 2 §2, §3 "Measurements"): height and weight with unit and method and the BMI as typed, the other values in their units. */
export function AddMeasurementsForm({ create, onCreated, onStatusChange, headingVariant }: AddMeasurementsFormProps) {
  const { defaults } = useCatalogueDefaults();
  const initial = useMemo(() => prefilled(EMPTY_MEASUREMENTS, MEASUREMENTS_CATALOGUES, defaults), [defaults]);
  const submit = useCallback(
    async (values: MeasurementsFormValues) => {
      await create(recordBody(measurementsFields, measurementsBody, values));
      return initial; // spec 2 §2: a successful submit resets the form
    },
    [create, initial],
  );
  const form = useLockedForm({ initial, submit, schema: measurementsFormSchema, lockable: false, successToast: CREATED, onSaved: onCreated });
  useReportStatus(form.status, onStatusChange);
  // A closed add area has nothing unsaved.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);
  const headings = formHeadings(headingVariant);

  return (
    <LockedForm
      form={form}
      testId="add-measurements-form"
      header={<Header variant={headings.form}>Add measurements</Header>}
      secondaryActions={<SaveDefaultsButton values={form.values} fields={MEASUREMENTS_CATALOGUES} testId="add-measurements-form" />}
    >
      <SpaceBetween size="l">
        <FormGroup title="Height and weight" level={headings.group}>
          <ReadingField form={form} {...field('height')} />
          <FormSelectField form={form} {...field('height_unit')} options={options(HEIGHT_UNITS)} required />
          <FormCatalogueSelect form={form} {...select('height_method_id')} />
          <ReadingField form={form} {...field('weight')} />
          <FormSelectField form={form} {...field('weight_unit')} options={options(WEIGHT_UNITS)} required />
          <FormCatalogueSelect form={form} {...select('weight_method_id')} />
        </FormGroup>
        <BmiPreview values={form.values} />
        <FormGroup title="Circumference and laboratory values" level={headings.group}>
          <ReadingField form={form} {...field('waist')} unit="cm" />
          <ReadingField form={form} {...field('hip')} unit="cm" />
          <ReadingField form={form} {...field('glucose')} unit="mmol/L" />
          <ReadingField form={form} {...field('hba1c')} unit="mmol/mol" />
          <ReadingField form={form} {...field('egfr')} unit="mL/min/1.73m2" />
        </FormGroup>
        <DateTimeField form={form} label={measurementsKind.labels.administrative_datetime.label} />
      </SpaceBetween>
    </LockedForm>
  );
}
