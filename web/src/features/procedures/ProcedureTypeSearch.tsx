import Autosuggest from '@cloudscape-design/components/autosuggest';
import { PROCEDURE_SEARCH_DEBOUNCE_MS, type ProcedureType } from '@praktijk/shared/records/procedures';
import { useState } from 'react';
import { secondaryQuery } from '@/query/api-query';
import { useDebouncedSearch } from '@/query/use-debounced-search';

interface ProcedureTypeSearchProps {
  /** Whose tariff list the server searches (SZF or SURVAM by the primary insurance, spec 3 §5). */
  patientId: string;
  /** A hit was picked: it is saved at once (spec 3 §4). */
  onPick(type: ProcedureType): Promise<unknown>;
  disabled?: boolean;
  testId: string;
}

const typeLabel = (type: ProcedureType) => `${type.code} ${type.name}`;

/**
 * The procedure type search (spec 3 §2, §9): asks the server once typing pauses for 500 ms, from
 * the first character; picking a hit adds the procedure and empties the search for the next one.
 */
export function ProcedureTypeSearch({ patientId, onPick, disabled, testId }: ProcedureTypeSearchProps) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const searching = text.trim() !== '';
  const search = useDebouncedSearch<ProcedureType>(
    text,
    PROCEDURE_SEARCH_DEBOUNCE_MS,
    (typed) => secondaryQuery('listProcedureTypes', { query: { search: typed.trim(), patient: patientId } }),
    searching && !disabled,
  );
  // Only the answer to the text as typed: Enter never picks a type the text does not match.
  const found = searching && search.answeredFor === text ? search.items : [];
  return (
    <Autosuggest
      value={text}
      onChange={({ detail }) => setText(detail.value)}
      onSelect={({ detail }) => {
        const type = found.find((candidate) => candidate.id === detail.value);
        if (!type || saving) return;
        setSaving(true);
        void onPick(type)
          .then(() => setText(''))
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
      options={found.map((type) => ({ value: type.id, label: typeLabel(type), tags: [type.resource, `SRD ${type.tariff}`] }))}
      filteringType="manual"
      hideEnteredTextOption
      placeholder="Search a procedure"
      ariaLabel="Procedure"
      disabled={disabled || saving}
      empty="Type to search procedures"
      filteringResultsText={(matches) => (matches === 0 && searching ? 'No procedures found' : '')}
      statusType={search.loading ? 'loading' : search.error ? 'error' : 'finished'}
      loadingText="Searching procedures"
      errorText={search.error}
      data-testid={testId}
    />
  );
}
