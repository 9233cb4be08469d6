import Autosuggest from '@cloudscape-design/components/autosuggest';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useMemo, useState } from 'react';
import { BoundField } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { secondaryQuery } from '@/query/api-query';
import { useDebouncedSearch } from '@/query/use-debounced-search';
import { ALLERGY_LABELS, type AllergyValues } from './allergy-form';

// The allergen (spec 2 §4, §5, §9): searched from the first character among the codes under the
// chosen type, once typing pauses. The form holds the picked code's id; typing again drops it, so
// the text shown is always either the picked allergen's name or a search.
const ALLERGEN_DEBOUNCE_MS = 300;

const allergenSearch = (parent: string) => (text: string) =>
  secondaryQuery('getCatalogue', { params: { name: 'allergy_codes' }, query: { parent, search: text.trim() } });

/** Keyed by the type by its caller: a new type starts a new, empty search (spec 2 §4). */
export function AllergyCodeField({ form, parent }: { form: LockedForm<AllergyValues>; parent: string }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CatalogueItem>();
  const chosen = picked && picked.id === form.values.allergy_code_id ? picked : undefined;
  const searching = text.trim() !== '' && text !== chosen?.name;
  const query = useMemo(() => allergenSearch(parent), [parent]);
  const search = useDebouncedSearch<CatalogueItem>(text, ALLERGEN_DEBOUNCE_MS, query, searching);
  const label = ALLERGY_LABELS.allergy_code_id;

  const statusType = search.loading ? 'loading' : search.error ? 'error' : 'finished';
  return (
    <BoundField form={form} name="allergy_code_id" label={label} required display={chosen?.name}>
      <Autosuggest
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          if (form.values.allergy_code_id !== null) form.setValue('allergy_code_id', null);
        }}
        onSelect={({ detail }) => {
          const item = search.items.find((candidate) => candidate.id === detail.value);
          if (!item) return;
          setPicked(item);
          setText(item.name);
          form.setValue('allergy_code_id', item.id);
        }}
        options={searching ? search.items.map((item) => ({ value: item.id, label: item.name })) : []}
        filteringType="manual"
        hideEnteredTextOption
        placeholder="Search an allergen"
        ariaLabel={label}
        ariaRequired
        invalid={Boolean(form.errorOf('allergy_code_id'))}
        // Autosuggest shows `empty` only before typing; a search that found nothing says so through the results text.
        empty="Type to search allergens"
        filteringResultsText={(matches) => (matches === 0 && searching ? 'No allergens found' : '')}
        statusType={statusType}
        loadingText="Searching allergens"
        errorText={search.error}
        data-testid="field-allergy_code_id"
      />
    </BoundField>
  );
}
