import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import { ALLERGIC } from '@praktijk/shared/records/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FieldLabel } from '@/components/form/FieldLabel';
import { useFieldLabel } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { type ApiResult, secondaryQuery } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { useDebouncedSearch } from '@/query/use-debounced-search';
import { type PrescriptionValues } from './prescription-form';

// The medication (spec 2 §4, §9): searched in the formulary once typing pauses for 500 ms, from the
// first character. The form holds the picked medication's id; typing again drops it. Choosing one
// runs the allergy check (spec 2 §8): when the patient is allergic a warning notice says so and the
// field carries 'Patient is allergic to this medication.' until the prescriber acknowledges it.
const MEDICATION_DEBOUNCE_MS = 500;
// One warning at a time: a later one replaces an earlier one (it stays until dismissed).
export const ALLERGY_WARNING = {
  id: 'prescription-allergy-warning',
  type: 'warning',
  header: 'Patient Warning',
  content: 'Patient is allergic for this medication.',
} as const;

type Medication = ApiResult<'searchMedications'>[number];
/** 'Amoxicilline 500 mg Capsule': the name with its strength and form, as the formulary lists it. */
export const medicationName = (m: Pick<Medication, 'name' | 'strength' | 'form'>): string => [m.name, m.strength, m.form].filter(Boolean).join(' ');

const medicationSearch = (text: string) => secondaryQuery('searchMedications', { query: { search: text.trim() } });

export interface MedicationFieldProps {
  form: LockedForm<PrescriptionValues>;
  label: string;
  patientId: string;
  /** The name of the medication the form opens with (a copied prescription's). */
  initialName?: string;
  /** A formulary product was chosen: the form fills its strength, unit and form from it (issue 21 §5). */
  onChoose?(item: Medication): void;
}

export function MedicationField({ form, label, patientId, initialName, onChoose }: MedicationFieldProps) {
  const [text, setText] = useState(form.values.medication_id ? (initialName ?? '') : '');
  const [chosenName, setChosenName] = useState<string | undefined>(form.values.medication_id ? initialName : undefined);
  const { notify } = useNotifications();
  const medicationId = form.values.other_chosen ? null : form.values.medication_id;
  useFieldLabel(form, 'medication_id', label);

  // The form was reset (a new record after a save) or 'Other' chosen (spec 2 §4: it clears the search): the name goes with the id.
  if ((chosenName !== undefined && medicationId === null) || (form.values.other_chosen && text !== '')) {
    setChosenName(undefined);
    setText('');
  }
  const searching = text.trim() !== '' && text !== chosenName;
  const search = useDebouncedSearch<Medication>(text, MEDICATION_DEBOUNCE_MS, medicationSearch, searching && !form.values.other_chosen);
  // Only the answer to the text as typed, so ArrowDown and Enter never pick a medication the text does not match.
  const found = searching && search.answeredFor === text ? search.items : [];

  // The allergy check of the chosen medication (picked or copied); whoever may prescribe may ask.
  const check = useQuery({
    ...secondaryQuery('checkAllergy', { params: { id: patientId }, query: { medication: medicationId ?? '' } }),
    enabled: medicationId !== null,
  });
  const answer = medicationId !== null ? check.data : undefined;
  const { setValue } = form;
  useEffect(() => {
    if (!answer) return;
    setValue('allergic', answer.allergic);
    if (answer.allergic) notify({ ...ALLERGY_WARNING });
  }, [answer, setValue, notify]);

  const acknowledged = form.values.allergy_acknowledged;
  const warned = form.values.allergic && !acknowledged && medicationId !== null;
  // A refusal for the allergy (the check's, or the server's) goes once the prescriber acknowledges it.
  const formError = form.errorOf('medication_id');
  const error = (formError === ALLERGIC && acknowledged ? undefined : formError) ?? (warned ? ALLERGIC : undefined);
  const statusType = search.loading ? 'loading' : search.error ? 'error' : 'finished';
  const drop = () => {
    if (form.values.medication_id !== null) setValue('medication_id', null);
    if (form.values.allergic) setValue('allergic', false);
    if (form.values.allergy_acknowledged) setValue('allergy_acknowledged', false);
  };
  return (
    <div data-field="medication_id">
      <FormField label={<FieldLabel text={label} required={!form.values.other_chosen} />} errorText={error} stretch>
        <Autosuggest
          value={text}
          onChange={({ detail }) => {
            setText(detail.value);
            setChosenName(undefined);
            drop();
          }}
          onSelect={({ detail }) => {
            const item = found.find((candidate) => candidate.id === detail.value);
            if (!item) return;
            const name = medicationName(item);
            setChosenName(name);
            setText(name);
            setValue('allergic', false);
            setValue('allergy_acknowledged', false);
            setValue('medication_id', item.id);
            onChoose?.(item);
          }}
          options={found.map((item) => ({ value: item.id, label: medicationName(item) }))}
          filteringType="manual"
          hideEnteredTextOption
          placeholder="Search a medication"
          ariaLabel={label}
          ariaRequired={!form.values.other_chosen}
          disabled={form.values.other_chosen}
          invalid={Boolean(error)}
          empty="Type to search medications"
          filteringResultsText={(matches) => (matches === 0 && searching ? 'No medications found' : '')}
          statusType={statusType}
          loadingText="Searching medications"
          errorText={search.error}
          data-testid="field-medication_id"
        />
      </FormField>
    </div>
  );
}
