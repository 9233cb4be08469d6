import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, controlState } from './BoundField';
import { type FieldsOf } from './field-names';

const NONE: SelectProps.Option = { value: '', label: '-' };

export interface FormSelectFieldProps<V extends FormValues, K extends FieldsOf<V, string | null>> extends BoundFieldProps<V, K> {
  options: readonly SelectProps.Option[];
  loading?: boolean;
  placeholder?: string;
  empty?: string;
  /** Instead of setting the value: a rule that changes several fields at once. */
  onSelect?(value: string | null): void;
}

/**
 * A select of ids bound to a form field: `<FormSelectField form={form} name="title_id" label="Title" options={...} />`.
 * An optional field offers '-', which chooses none (null); a long list can be filtered.
 */
export function FormSelectField<V extends FormValues, K extends FieldsOf<V, string | null>>(props: FormSelectFieldProps<V, K>) {
  const { form, name, label, options, required, disabled, loading, onSelect, readOnly, placeholder = 'Choose', empty } = props;
  const value = form.values[name] as string | null;
  const all = required ? options : [NONE, ...options];
  const selected = value ? (all.find((option) => option.value === value) ?? null) : null;
  // The value type is the field's own (string | null): the options hold its ids.
  // Locked, a form prompts for nothing (no 'Choose'); an empty optional select then reads '-', as
  // its option for none, instead of a blank that looks like a fault (issue 22 §3).
  const state = controlState(form, { readOnly, disabled, placeholder });
  const choose = (next: string | null) => (onSelect ? onSelect(next) : form.setValue(name, next as V[K]));
  return (
    <BoundField {...props} display={selected?.label}>
      <Select
        selectedOption={selected}
        options={all}
        onChange={({ detail }) => choose(detail.selectedOption.value ? detail.selectedOption.value : null)}
        {...state}
        placeholder={state.readOnly && !required ? NONE.label : state.placeholder}
        invalid={Boolean(form.errorOf(name))}
        ariaRequired={required}
        ariaLabel={label}
        empty={empty}
        noMatch="No matches"
        filteringType={all.length > 12 ? 'auto' : 'none'}
        statusType={loading ? 'loading' : 'finished'}
        data-testid={`field-${name}`}
      />
    </BoundField>
  );
}
