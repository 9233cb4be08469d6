import Autosuggest from '@cloudscape-design/components/autosuggest';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useState } from 'react';
import { BoundField } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { secondaryQuery } from '@/query/api-query';
import { useDebouncedSearch } from '@/query/use-debounced-search';
import { type VaccinationValues } from './vaccination-form';

// The vaccine (spec 2 §5, §9: searches match from 1 character), searched in the vaccines
// catalogue once typing pauses. The form holds the picked vaccine's id; typing again drops it, so
// the text shown is always either the picked vaccine's name or a search.
const VACCINE_DEBOUNCE_MS = 300;

const vaccineSearch = (text: string) => secondaryQuery('getCatalogue', { params: { name: 'vaccines' }, query: { search: text.trim() } });

export function VaccineField({ form, label }: { form: LockedForm<VaccinationValues>; label: string }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CatalogueItem>();
  // The form was reset (Reset, or a new record after a save): the picked name goes with the id.
  if (picked && form.values.vaccine_id === null) {
    setPicked(undefined);
    setText('');
  }
  const chosen = picked && picked.id === form.values.vaccine_id ? picked : undefined;
  const searching = text.trim() !== '' && text !== chosen?.name;
  const search = useDebouncedSearch<CatalogueItem>(text, VACCINE_DEBOUNCE_MS, vaccineSearch, searching);
  // Only the answer to the text as typed: while typing pauses, the last answer (or the whole list for
  // an empty text) is not offered, so ArrowDown and Enter never pick a vaccine the text does not match.
  const found = searching && search.answeredFor === text ? search.items : [];

  const statusType = search.loading ? 'loading' : search.error ? 'error' : 'finished';
  return (
    <BoundField form={form} name="vaccine_id" label={label} required display={chosen?.name}>
      <Autosuggest
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          setPicked(undefined);
          if (form.values.vaccine_id !== null) form.setValue('vaccine_id', null);
        }}
        onSelect={({ detail }) => {
          const item = found.find((candidate) => candidate.id === detail.value);
          if (!item) return;
          setPicked(item);
          setText(item.name);
          form.setValue('vaccine_id', item.id);
        }}
        options={found.map((item) => ({ value: item.id, label: item.name }))}
        filteringType="manual"
        hideEnteredTextOption
        placeholder="Search a vaccine"
        ariaLabel={label}
        ariaRequired
        invalid={Boolean(form.errorOf('vaccine_id'))}
        // Autosuggest shows `empty` only before typing; a search that found nothing says so through the results text.
        empty="Type to search vaccines"
        filteringResultsText={(matches) => (matches === 0 && searching ? 'No vaccines found' : '')}
        statusType={statusType}
        loadingText="Searching vaccines"
        errorText={search.error}
        data-testid="field-vaccine_id"
      />
    </BoundField>
  );
}
