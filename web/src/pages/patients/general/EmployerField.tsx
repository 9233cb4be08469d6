import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { type Employer } from '@praktijk/shared/schemas/catalogue';
import { useState } from 'react';
import { isApiError } from '@/api';
import { BoundField, controlState } from '@/components/form/fields/BoundField';
import { queryKeyOf, secondaryQuery, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { useDebouncedSearch } from '@/query/use-debounced-search';
import { type PatientForm, patientField } from './form-fields';
import { canAddEmployer } from './patient-form-values';

// Employer (spec 2 §2, §4): searched by name 300 ms after typing pauses; 'Add employer' adds the
// typed name to the practice's list unless it is empty or already there in any case.
const EMPLOYER_DEBOUNCE_MS = 300;

const employerSearch = (search: string) => secondaryQuery('listEmployers', { query: { search: search.trim() || undefined } });

export function EmployerField({ form }: { form: PatientForm }) {
  const text = form.values.employer;
  const search = useDebouncedSearch<Employer>(text, EMPLOYER_DEBOUNCE_MS, employerSearch, !form.state.locked);
  const createEmployer = useApiMutation('createEmployer', { secondary: true, invalidates: () => [queryKeyOf('listEmployers')] });
  const [added, setAdded] = useState<Employer[]>([]);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string>();
  const { notify } = useNotifications();
  const known = [...search.items, ...added];
  const settled = search.answeredFor === text && !search.loading;
  const field = patientField('employer');

  const add = async () => {
    setAdding(true);
    setAddError(undefined);
    try {
      const employer = await createEmployer.mutateAsync({ body: { name: text.trim() } });
      setAdded((list) => [...list, employer]);
      form.setValue('employer', employer.name);
      notify({ type: 'success', header: 'Employer created', content: 'Employer was created successfully' });
    } catch (error) {
      if (!(isApiError(error) && error.redirected))
        setAddError(isApiError(error) ? (error.fieldError('name') ?? error.nonFieldErrors.join(' ')) || error.message : 'Something went wrong');
    } finally {
      setAdding(false);
    }
  };

  return (
    <BoundField form={form} {...field} display={text}>
      {/* The search takes the width the button leaves. */}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <div style={{ flex: 1 }}>
          <Autosuggest
            value={text}
            onChange={({ detail }) => form.setValue('employer', detail.value)}
            options={search.items.map((employer) => ({ value: employer.name }))}
            {...controlState(form, { placeholder: 'Search employers' })}
            invalid={Boolean(form.errorOf('employer') ?? addError)}
            ariaLabel={field.label}
            enteredTextLabel={(value) => `Use: "${value}"`}
            empty="No employers found"
            statusType={search.error ? 'error' : search.loading ? 'loading' : 'finished'}
            errorText={search.error}
            loadingText="Searching employers"
            data-testid="field-employer"
          />
        </div>
        {!form.state.locked && (
          <Button
            formAction="none"
            iconName="add-plus"
            onClick={() => void add()}
            loading={adding}
            disabled={!settled || !canAddEmployer(text, known)}
            data-testid="add-employer"
          >
            Add employer
          </Button>
        )}
      </div>
      {addError && (
        <Box color="text-status-error" variant="small" data-testid="add-employer-error">
          {addError}
        </Box>
      )}
    </BoundField>
  );
}
