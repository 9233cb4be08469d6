import Multiselect from '@cloudscape-design/components/multiselect';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useState } from 'react';
import { BoundField } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { secondaryQuery } from '@/query/api-query';
import { useDebouncedSearch } from '@/query/use-debounced-search';
import { type LabValues, testOptions, testParentOf } from './lab-form';

// The referral's tests (spec 2 §4, §7, §8): searched in the catalogue under the type's discipline
// (Laboratory, or Radiology for the Radiologist) as typing pauses, grouped by panel; several may
// be chosen, each shown as a token below the field. 'No items found.' when nothing matches.
const TEST_SEARCH_DEBOUNCE_MS = 300;

type Test = CatalogueItem;
const testSearch = (parent: string) => (text: string) =>
  secondaryQuery('searchReferralTests', { query: { parent, ...(text.trim() ? { search: text.trim() } : {}) } });

export interface TestsFieldProps {
  form: LockedForm<LabValues>;
  label: string;
  /** The names of the tests the form holds (found here or copied from a template). */
  names: Readonly<Record<string, string>>;
  /** The tests chosen now, with the names of those just found. */
  onChange(tests: string[], names: Record<string, string>): void;
}

export function TestsField({ form, label, names, onChange }: TestsFieldProps) {
  const [text, setText] = useState('');
  const parent = testParentOf(form.values.type_id);
  const search = useDebouncedSearch<Test>(text, TEST_SEARCH_DEBOUNCE_MS, testSearch(parent));
  const found = search.answeredFor === text ? search.items : [];
  const selected = form.values.tests.map((id) => ({ value: id, label: names[id] ?? id }));
  return (
    <BoundField form={form} name="tests" label={label} required display={selected.map((s) => s.label).join(', ')}>
      <Multiselect
        selectedOptions={selected}
        options={testOptions(found)}
        filteringType="manual"
        onLoadItems={({ detail }) => setText(detail.filteringText)}
        statusType={search.loading ? 'loading' : search.error ? 'error' : 'finished'}
        loadingText="Searching tests"
        errorText={search.error}
        empty="No items found."
        filteringPlaceholder="Search tests"
        filteringAriaLabel="Search tests"
        placeholder="Choose tests"
        onChange={({ detail }) => {
          const foundNames = Object.fromEntries(found.map((t) => [t.id, t.name]));
          const ids = detail.selectedOptions.flatMap((o) => (o.value ? [o.value] : []));
          onChange(ids, foundNames);
        }}
        keepOpen
        tokenLimit={40}
        ariaLabel={label}
        ariaRequired
        invalid={Boolean(form.errorOf('tests'))}
        deselectAriaLabel={(option) => `Remove ${option.label ?? option.value ?? ''}`}
        data-testid="field-tests"
      />
    </BoundField>
  );
}
