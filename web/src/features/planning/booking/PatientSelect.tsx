import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BoundField } from '@/components/form/fields/BoundField';
import { type LockedForm } from '@/components/form/useLockedForm';
import { secondaryErrorText, secondaryQuery } from '@/query/api-query';
import { useDebouncedValue } from '@/query/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '@/features/patients/usePatientList';
import { patientOptionOf, type BookingValues } from './booking-form';

const FOUND = 10;

/** A patient as the select shows one: name, number and date of birth. */
export type BookingPatient = Parameters<typeof patientOptionOf>[0];

/**
 * The booking's patient, searched as on All Patients (the same listPatients search, after the
 * same pause in typing): name, number or date of birth; each found patient with number and date
 * of birth.
 */
export function PatientSelect({
  form,
  onChosen,
  initial,
}: {
  form: LockedForm<BookingValues>;
  onChosen?(patientId: string): void;
  /** The patient chosen already (the form's initial value): shown until another is searched and chosen. */
  initial?: BookingPatient;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SelectProps.Option | null>(() => (initial ? patientOptionOf(initial) : null));
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({ ...secondaryQuery('listPatients', { query: { search, limit: FOUND } }), enabled: search.length > 0 });
  const failure = secondaryErrorText(found.error, 'The patients could not be searched.');
  const options = search ? (found.data?.results ?? []).map(patientOptionOf) : [];
  const waiting = text.trim() !== search || found.isFetching;
  return (
    <BoundField form={form} name="patient" label="Patient" required display={chosen?.label}>
      <Select
        selectedOption={chosen}
        options={options}
        filteringType="manual"
        onLoadItems={({ detail }) => setText(detail.filteringText)}
        statusType={failure ? 'error' : waiting && text.trim() ? 'loading' : 'finished'}
        loadingText="Searching patients"
        errorText={failure}
        empty={search ? 'No patients found' : 'Type a name, number or date of birth'}
        filteringPlaceholder="Search by name, number, ID number or date of birth (DD-MM-YYYY)"
        filteringAriaLabel="Search patients"
        placeholder="Search and choose a patient"
        invalid={Boolean(form.errorOf('patient'))}
        ariaRequired
        onChange={({ detail }) => {
          setChosen(detail.selectedOption);
          const id = detail.selectedOption.value ?? '';
          form.setValue('patient', id);
          onChosen?.(id);
        }}
        data-testid="field-patient"
      />
    </BoundField>
  );
}
