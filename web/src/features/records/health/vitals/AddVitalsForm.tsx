import { vitalsKind } from '@praktijk/shared/record-kinds';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { VITALS_REFERENCES } from '@praktijk/shared/records/vitals';
import { useCallback, useEffect, useMemo } from 'react';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { labelledFields } from '@/components/form/fields/labelled-fields';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { prefilled } from './catalogue-defaults';
import { DateTimeField } from './DateTimeField';
import { FormGroup, formHeadings } from './FormGroup';
import { ReadingField } from './ReadingField';
import { recordBody } from './record-form';
import { SaveDefaultsButton } from './SaveDefaultsButton';
import { useCatalogueDefaults } from './useCatalogueDefaults';
import {
  EMPTY_VITALS,
  SECOND_OF,
  secondReadingOpen,
  VITALS_CATALOGUES,
  vitalsBody,
  vitalsFields,
  type VitalsFormValues,
  vitalsFormSchema,
} from './vitals-form';

const field = labelledFields(vitalsKind.labels);
const CREATED = successToast('Patient vitals', 'created');
/** A select's name, label and catalogue (VITALS_REFERENCES, the server's own list). */
const select = (name: keyof typeof VITALS_REFERENCES) => ({ ...field(name), catalogue: VITALS_REFERENCES[name] });

export interface AddVitalsFormProps {
  create(body: Record<string, unknown>): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
  headingVariant?: 'h2' | 'h3';
}

/** The Vital Functions add area (spec 2 §2, §3 "Vitals", §4): every reading grouped with how it was taken; the selects start at the user's defaults. */
export function AddVitalsForm({ create, onCreated, onStatusChange, headingVariant }: AddVitalsFormProps) {
  const { defaults } = useCatalogueDefaults();
  const initial = useMemo(() => prefilled(EMPTY_VITALS, VITALS_CATALOGUES, defaults), [defaults]);
  const submit = useCallback(
    async (values: VitalsFormValues) => {
      await create(recordBody(vitalsFields, vitalsBody, values));
      return initial; // spec 2 §2: a successful submit resets the form
    },
    [create, initial],
  );
  const form = useLockedForm({ initial, submit, schema: vitalsFormSchema, lockable: false, successToast: CREATED, onSaved: onCreated });
  useReportStatus(form.status, onStatusChange);
  // A closed add area has nothing unsaved.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);

  const open = secondReadingOpen(form.values);
  const firstReading = (name: keyof typeof SECOND_OF) => ({
    ...field(name),
    onText: (text: string) => {
      if (text === '') form.setValue(SECOND_OF[name], '');
    },
  });
  const headings = formHeadings(headingVariant);
  const group = headings.group;

  return (
    <LockedForm
      form={form}
      testId="add-vitals-form"
      header={<Header variant={headings.form}>Add vital functions</Header>}
      secondaryActions={<SaveDefaultsButton values={form.values} fields={VITALS_CATALOGUES} testId="add-vitals-form" />}
    >
      <SpaceBetween size="l">
        <FormGroup title="Temperature and saturation" level={group}>
          <ReadingField form={form} {...field('temperature')} unit="°C" />
          <FormCatalogueSelect form={form} {...select('temperature_method_id')} />
          <ReadingField form={form} {...field('saturation')} unit="%" />
        </FormGroup>
        <FormGroup title="Heart rhythm" level={group}>
          <FormCatalogueSelect form={form} {...select('heart_rhythm_id')} />
          <FormCatalogueSelect form={form} {...select('heart_rhythm_type_id')} />
          <FormCatalogueSelect form={form} {...select('palpation_location_id')} />
        </FormGroup>
        <FormGroup title="Pulse" level={group}>
          <ReadingField form={form} {...field('pulse_rate')} unit="bpm" />
          <FormCatalogueSelect form={form} {...select('pulse_strength_id')} />
          <FormCatalogueSelect form={form} {...select('pulse_rate_method_id')} />
        </FormGroup>
        <FormGroup title="Respiration" level={group}>
          <ReadingField form={form} {...field('respiration_rate')} unit="breaths/min" />
          <FormCatalogueSelect form={form} {...select('respiration_type_id')} />
          <FormCatalogueSelect form={form} {...select('respiration_rhythm_id')} />
        </FormGroup>
        <FormGroup title="Blood pressure, first reading" level={group}>
          <ReadingField form={form} {...firstReading('blood_pressure_systolic')} unit="mm Hg" />
          <FormCatalogueSelect form={form} {...select('blood_pressure_systolic_method_id')} />
          <FormCatalogueSelect form={form} {...select('blood_pressure_side_id')} />
          <ReadingField form={form} {...firstReading('blood_pressure_diastolic')} unit="mm Hg" />
          <FormCatalogueSelect form={form} {...select('blood_pressure_diastolic_method_id')} />
        </FormGroup>
        <FormGroup title="Blood pressure, second reading" level={group}>
          <ReadingField form={form} {...field('blood_pressure_2_systolic')} unit="mm Hg" disabled={!open.systolic} />
          <FormCatalogueSelect form={form} {...select('blood_pressure_2_systolic_method_id')} disabled={!open.systolic} />
          <FormCatalogueSelect form={form} {...select('blood_pressure_2_side_id')} disabled={!open.side} />
          <ReadingField form={form} {...field('blood_pressure_2_diastolic')} unit="mm Hg" disabled={!open.diastolic} />
          <FormCatalogueSelect form={form} {...select('blood_pressure_2_diastolic_method_id')} disabled={!open.diastolic} />
        </FormGroup>
        <DateTimeField form={form} label={vitalsKind.labels.administrative_datetime.label} />
      </SpaceBetween>
    </LockedForm>
  );
}
