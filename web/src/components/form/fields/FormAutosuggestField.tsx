import Autosuggest from '@cloudscape-design/components/autosuggest';
import { type FormValues } from '../locked-form-state';
import { BoundField, type BoundFieldProps, controlState } from './BoundField';
import { type FieldsOf } from './field-names';

/**
 * Free text with suggestions, bound to a text field: the suggestions come from the caller (a
 * debounced server search, usually `useDebouncedSearch` over the field's value).
 */
export function FormAutosuggestField<V extends FormValues, K extends FieldsOf<V, string>>(
  props: BoundFieldProps<V, K> & { suggestions: readonly string[]; loading?: boolean; placeholder?: string; empty?: string; loadingText?: string },
) {
  const { form, name, label, suggestions, loading, required, disabled, readOnly, placeholder, empty, loadingText } = props;
  const value = form.values[name] as string;
  return (
    <BoundField {...props} display={value}>
      <Autosuggest
        value={value}
        onChange={({ detail }) => form.setValue(name, detail.value as V[K])}
        options={suggestions.map((suggestion) => ({ value: suggestion }))}
        {...controlState(form, { readOnly, disabled, placeholder })}
        ariaLabel={label}
        ariaRequired={required}
        invalid={Boolean(form.errorOf(name))}
        enteredTextLabel={(text) => `Use: "${text}"`}
        empty={empty}
        statusType={loading ? 'loading' : 'finished'}
        loadingText={loadingText}
        data-testid={`field-${name}`}
      />
    </BoundField>
  );
}
