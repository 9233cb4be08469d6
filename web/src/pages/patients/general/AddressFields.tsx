import Autosuggest from '@cloudscape-design/components/autosuggest';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Toggle from '@cloudscape-design/components/toggle';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { useState } from 'react';
import { FormTextField } from '@/components/form/FormTextField';
import { BoundField, controlState } from '@/components/form/fields/BoundField';
import { YES_NO } from '@/components/form/fields/FormCheckboxField';
import { ValuePair } from '@/components/form/ValuePair';
import { useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { apiQuery } from '@/query/api-query';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { useDebouncedSearch } from '@/query/use-debounced-search';
import { applyChange, type PatientForm, patientField } from './form-fields';
import { clearAddress, pickAddress, setDistrict, toggleAlternateAddress } from './patient-form-values';

// The address block (spec 2 §4): a street found by search fills its resort and district; with the
// alternate-address toggle on, district, resort and a free-text address are entered instead.
const ADDRESS_DEBOUNCE_MS = 150;

const addressSearch = (search: string) => apiQuery('getCatalogue', { params: { name: 'addresses' }, query: { search: search.trim() } });

function addressText(item: CatalogueItem): string {
  return item.parent_name ? `${item.name}, ${item.parent_name}` : item.name;
}

function AddressSearch({ form, disabled }: { form: PatientForm; disabled: boolean }) {
  const addresses = useReferenceCatalogue('addresses');
  const resorts = useReferenceCatalogue('resorts');
  const current = addresses.items.find((item) => item.id === form.values.address_id);
  // What is typed; until the user types, the chosen address's name.
  const [typed, setTyped] = useState<string>();
  const text = typed ?? (current ? addressText(current) : '');
  const search = useDebouncedSearch<CatalogueItem>(typed ?? '', ADDRESS_DEBOUNCE_MS, addressSearch, typed !== undefined && typed.trim() !== '');
  const field = patientField('address_id');

  return (
    <BoundField form={form} {...field} display={current ? addressText(current) : ''}>
      <Autosuggest
        value={text}
        onChange={({ detail }) => {
          setTyped(detail.value);
          if (detail.value === '') applyChange(form, clearAddress());
        }}
        onSelect={({ detail }) => {
          const picked = search.items.find((item) => item.id === detail.value);
          if (!picked) return;
          setTyped(undefined);
          applyChange(form, pickAddress(picked, resorts.items));
        }}
        options={search.items.map((item) => ({ value: item.id, label: addressText(item) }))}
        filteringType="manual"
        hideEnteredTextOption
        {...controlState(form, { disabled, placeholder: 'Search a street' })}
        ariaLabel={field.label}
        empty="No addresses found"
        statusType={search.loading ? 'loading' : 'finished'}
        loadingText="Searching addresses"
        data-testid="field-address"
      />
    </BoundField>
  );
}

export function AddressFields({ form }: { form: PatientForm }) {
  const alternate = form.values.use_alternate_address;
  return (
    <ColumnLayout columns={3}>
      {form.viewOnly ? (
        <ValuePair label="Use alternate address" value={YES_NO[`${alternate}`]} field="use_alternate_address" />
      ) : (
        <FormField label="Address type" stretch>
          <Toggle
            checked={alternate}
            readOnly={form.state.locked}
            onChange={({ detail }) => applyChange(form, toggleAlternateAddress(detail.checked))}
            data-testid="field-use_alternate_address"
          >
            Use alternate address
          </Toggle>
        </FormField>
      )}
      {/* Remounted when the address changes from outside (a pick, Reset, the toggle), to show its name. */}
      <AddressSearch key={`${alternate}-${form.values.address_id ?? ''}`} form={form} disabled={alternate} />
      <FormTextField form={form} {...patientField('address_number')} />
      <FormCatalogueSelect
        form={form}
        {...patientField('district_id')}
        catalogue="districts"
        disabled={!alternate}
        onSelect={(value) => applyChange(form, setDistrict(value))}
      />
      <FormCatalogueSelect
        form={form}
        {...patientField('resort_id')}
        catalogue="resorts"
        parent={alternate ? (form.values.district_id ?? '') : undefined}
        disabled={!alternate}
      />
      <FormTextField form={form} {...patientField('address_alternate')} disabled={!alternate} />
    </ColumnLayout>
  );
}
