import { catalogueOptions, useReferenceCatalogue } from '@/catalogue/useReferenceCatalogue';
import { type FormValues } from '../locked-form-state';
import { type FieldsOf } from './field-names';
import { FormSelectField, type FormSelectFieldProps } from './FormSelectField';

/** A FormSelectField over a reference catalogue, optionally only the items under a parent code. */
export function FormCatalogueSelect<V extends FormValues, K extends FieldsOf<V, string | null>>(
  props: Omit<FormSelectFieldProps<V, K>, 'options' | 'loading'> & { catalogue: string; parent?: string | null },
) {
  const { catalogue, parent, ...rest } = props;
  const list = useReferenceCatalogue(catalogue);
  return <FormSelectField<V, K> {...rest} options={catalogueOptions(list.items, parent)} loading={list.status === 'loading'} />;
}
