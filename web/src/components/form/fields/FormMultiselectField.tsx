import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, controlState } from './BoundField';
import { type FieldsOf } from './field-names';

/** A multiselect bound to a list of ids (kept in the options' order). */
export function FormMultiselectField<V extends FormValues, K extends FieldsOf<V, readonly string[]>>(
  props: BoundFieldProps<V, K> & { options: readonly MultiselectProps.Option[]; placeholder?: string; testId?: string },
) {
  const { form, name, label, options, required, disabled, readOnly, placeholder = 'Choose', testId = `field-${name}` } = props;
  const chosen = new Set(form.values[name] as readonly string[]);
  const selected = options.filter((option) => option.value !== undefined && chosen.has(option.value));
  return (
    <BoundField {...props} display={selected.map((option) => option.label ?? option.value).join(', ')}>
      <Multiselect
        selectedOptions={selected}
        options={options}
        onChange={({ detail }) => {
          const picked = new Set(detail.selectedOptions.map((option) => option.value));
          // In the options' order, so picking the same ids again leaves the form clean.
          form.setValue(name, options.flatMap((option) => (option.value !== undefined && picked.has(option.value) ? [option.value] : [])) as unknown as V[K]);
        }}
        {...controlState(form, { readOnly, disabled, placeholder })}
        ariaRequired={required}
        ariaLabel={label}
        invalid={Boolean(form.errorOf(name))}
        data-testid={testId}
      />
    </BoundField>
  );
}
