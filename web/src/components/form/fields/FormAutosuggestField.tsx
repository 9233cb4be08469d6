import Autosuggest from '@cloudscape-design/components/autosuggest';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, isReadOnly } from './BoundField';
import { type FieldsOf } from './field-names';

/**
 * Free text with suggestions, bound to a text field: the suggestions come from the caller (a
 * debounced server search, usually `useDebouncedSearch` over the field's value).
 */
export function FormAutosuggestField<V extends FormValues, K extends FieldsOf<V, string>>(
  props: BoundFieldProps<V, K> & { suggestions: readonly string[]; loading?: boolean; placeholder?: string; empty?: string; loadingText?: string },
) {
  const { form, name, label, suggestions, loading, required, disabled, readOnly, placeholder, empty, loadingText } = props;
  return (
    <BoundField {...props}>
      <Autosuggest
        value={form.values[name] as string}
        onChange={({ detail }) => form.setValue(name, detail.value as V[K])}
        options={suggestions.map((value) => ({ value }))}
        readOnly={isReadOnly(form, readOnly)}
        disabled={disabled}
        ariaLabel={label}
        ariaRequired={required}
        invalid={Boolean(form.errorOf(name))}
        placeholder={placeholder}
        enteredTextLabel={(value) => `Use: "${value}"`}
        empty={empty}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={loadingText}
        data-testid={`field-${name}`}
      />
    </BoundField>
  );
}
