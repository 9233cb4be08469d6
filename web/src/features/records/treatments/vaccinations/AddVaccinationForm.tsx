import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import { isIsoDate, isoToDisplay } from '@praktijk/shared/dates';
import { vaccinationKind } from '@praktijk/shared/record-kinds';
import { VACCINATION_REFERENCES } from '@praktijk/shared/records/vaccinations';
import { useCallback, useEffect, useMemo } from 'react';
import { DateField } from '@/components/dates/DateField';
import { BoundField } from '@/components/form/fields/BoundField';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { FormNumberField } from '@/components/form/fields/FormNumberField';
import { FormSelectField } from '@/components/form/fields/FormSelectField';
import { labelledFields } from '@/components/form/fields/labelled-fields';
import { LockedForm } from '@/components/form/LockedForm';
import { useLockedForm } from '@/components/form/useLockedForm';
import { successToast } from '@/shell/success-toast';
import { useReportStatus } from '../../useReportStatus';
import { type TabStatus } from '../../types';
import { useCatalogueDefaults } from '../../health/vitals/useCatalogueDefaults';
import { prefilledVaccination, UNIT_OPTIONS, unitRequired, vaccinationBody, type VaccinationValues, withStart } from './vaccination-form';
import { VaccineField } from './VaccineField';

const field = labelledFields(vaccinationKind.labels);
/** A select's name, label and catalogue (VACCINATION_REFERENCES, the server's own list). */
const select = (name: Exclude<keyof typeof VACCINATION_REFERENCES, 'vaccine_id'>) => ({ ...field(name), catalogue: VACCINATION_REFERENCES[name] });
const CREATED = successToast('Vaccination', 'created');

export interface AddVaccinationFormProps {
  /** Sends the new vaccination (the list adds the patient and the consultation's decursus, or uses the route outside one). */
  create(fields: Record<string, unknown>): Promise<unknown>;
  onCreated(): void;
  onStatusChange?(status: TabStatus): void;
  headingVariant?: 'h2' | 'h3';
}

/**
 * The add area of the Vaccinations list (spec 2 §2, §3 "Vaccination", §4, §5): the vaccine searched
 * from the first character, the selects at the user's catalogue defaults, the amount with its unit,
 * and the dates (a picked start is copied to the end). The server's own schema is checked before
 * sending; its answers land on the fields. Submit is busy while the vaccination is sent, so one
 * click adds one vaccination; success resets the form and closes the add area.
 */
export function AddVaccinationForm({ create, onCreated, onStatusChange, headingVariant = 'h2' }: AddVaccinationFormProps) {
  const { defaults } = useCatalogueDefaults();
  const initial = useMemo(() => prefilledVaccination(defaults), [defaults]);
  const submit = useCallback(
    async (values: VaccinationValues) => {
      await create(vaccinationBody(values));
      return initial;
    },
    [create, initial],
  );
  const form = useLockedForm({
    initial,
    submit,
    schema: vaccinationKind.schemas.administration,
    lockable: false,
    successToast: CREATED,
    onSaved: onCreated,
  });
  useReportStatus(form.status, onStatusChange);
  // Cancel closes the add area and what was typed goes with it: the tab is clean again.
  useEffect(() => () => onStatusChange?.('clean'), [onStatusChange]);

  const start = field('start');
  const chooseStart = (next: string) => {
    const changed = withStart(next);
    form.setValue('start', changed.start);
    if (changed.end !== undefined) form.setValue('end', changed.end);
  };

  return (
    <LockedForm form={form} testId="add-vaccination-form" header={<Header variant={headingVariant}>Add vaccination</Header>}>
      <ColumnLayout columns={3}>
        <VaccineField form={form} label={field('vaccine_id').label} />
        <FormCatalogueSelect form={form} {...select('dosage_form_id')} required placeholder="Choose a dosage form" />
        <FormCatalogueSelect form={form} {...select('route_identifyer_id')} placeholder="Choose a route" />
        <FormCatalogueSelect form={form} {...select('route_text_id')} required placeholder="Choose a route text" />
        <FormCatalogueSelect form={form} {...select('administered_site_id')} required placeholder="Choose a site" />
        <FormCatalogueSelect form={form} {...select('side_effects_type_id')} placeholder="Choose side effects" />
        <FormCatalogueSelect form={form} {...select('side_effects_outcome_id')} placeholder="Choose an outcome" />
        <FormNumberField form={form} {...field('amount')} maxDecimals={2} unit={form.values.unit ?? undefined} />
        <FormSelectField form={form} {...field('unit')} options={UNIT_OPTIONS} required={unitRequired(form.values)} placeholder="Choose a unit" />
        <BoundField form={form} {...start} required display={isIsoDate(form.values.start) ? isoToDisplay(form.values.start) : form.values.start}>
          <DateField
            value={form.values.start}
            onChange={chooseStart}
            invalid={Boolean(form.errorOf('start'))}
            ariaLabel={start.label}
            ariaRequired
            calendarLabel={`Choose ${start.label.toLowerCase()}`}
          />
        </BoundField>
        <FormDateField form={form} {...field('end')} />
        <FormCatalogueSelect form={form} {...select('organization_id')} placeholder="Choose an organization" />
      </ColumnLayout>
    </LockedForm>
  );
}
