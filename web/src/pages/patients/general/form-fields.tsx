import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { FieldLabel } from '../../../components/form/FieldLabel';
import { type LockedForm } from '../../../components/form/useLockedForm';
import { catalogueOptions, useReferenceCatalogue } from '../../../catalogue/useReferenceCatalogue';
import { type PatientChange, type PatientFormValues } from './patient-form-values';

// Small bound controls of the patient form: selects over catalogues, checkboxes.

export type PatientForm = LockedForm<PatientFormValues>;
type RefField = { [K in keyof PatientFormValues]: PatientFormValues[K] extends string | null ? (null extends PatientFormValues[K] ? K : never) : never }[keyof PatientFormValues];
type BoolField = { [K in keyof PatientFormValues]: PatientFormValues[K] extends boolean ? K : never }[keyof PatientFormValues];

/** Applies one rule's change (several fields at once). */
export function applyChange(form: PatientForm, change: PatientChange): void {
  for (const [field, value] of Object.entries(change)) form.setValue(field as keyof PatientFormValues, value as never);
}

const NONE: SelectProps.Option = { value: '', label: '-' };

export interface RefSelectProps {
  form: PatientForm;
  name: RefField;
  label: string;
  options: readonly SelectProps.Option[];
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onSelect?(value: string | null): void;
}

/** A select of ids; '-' chooses none (not offered on required fields). */
export function RefSelect({ form, name, label, options, required, disabled, loading, onSelect }: RefSelectProps) {
  const value = form.values[name];
  const all = required ? options : [NONE, ...options];
  const selected = value ? (all.find((option) => option.value === value) ?? null) : null;
  const choose = (next: string | null) => (onSelect ? onSelect(next) : form.setValue(name, next));
  return (
    <FormField label={<FieldLabel text={label} required={required} />} errorText={form.errorOf(name)} stretch>
      <Select
        selectedOption={selected}
        options={all}
        onChange={({ detail }) => choose(detail.selectedOption.value ? detail.selectedOption.value : null)}
        disabled={disabled}
        readOnly={form.state.locked}
        invalid={Boolean(form.errorOf(name))}
        ariaRequired={required}
        ariaLabel={label}
        placeholder="Choose"
        filteringType={all.length > 12 ? 'auto' : 'none'}
        statusType={loading ? 'loading' : 'finished'}
        data-testid={`field-${name}`}
      />
    </FormField>
  );
}

/** A RefSelect over a reference catalogue, optionally only the items under a parent code. */
export function CatalogueSelect(props: Omit<RefSelectProps, 'options' | 'loading'> & { catalogue: string; parent?: string | null }) {
  const { catalogue, parent, ...rest } = props;
  const list = useReferenceCatalogue(catalogue);
  return <RefSelect {...rest} options={catalogueOptions(list.items, parent)} loading={list.status === 'loading'} />;
}

export function FormCheckbox({ form, name, label, onToggle, disabled }: { form: PatientForm; name: BoolField; label: string; onToggle?(on: boolean): void; disabled?: boolean }) {
  return (
    <FormField errorText={form.errorOf(name)} stretch>
      <Checkbox checked={form.values[name]} disabled={disabled} readOnly={form.state.locked} onChange={({ detail }) => (onToggle ? onToggle(detail.checked) : form.setValue(name, detail.checked))} data-testid={`field-${name}`}>
        {label}
      </Checkbox>
    </FormField>
  );
}
