import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import { FormTextField } from '../../../components/form/FormTextField';
import { MultipleInput } from '../../../components/inputs/MultipleInput';
import { PhoneInput } from '../../../components/inputs/PhoneInput';
import { phoneDigits, phoneError, phoneValue } from '../../../components/inputs/phone';
import { FormCatalogueSelect } from '../../../components/form/fields/FormCatalogueSelect';
import { FormCheckboxField } from '../../../components/form/fields/FormCheckboxField';
import { FormDateField } from '../../../components/form/fields/FormDateField';
import { applyChange, type PatientForm } from './form-fields';
import { setDeceased, setForeigner } from './patient-form-values';
import { NameField, PhoneField } from './text-fields';

// The contact, emergency contact, identification and deceased blocks of the General tab.

export function ContactSection({ form }: { form: PatientForm }) {
  const serverError = form.errorOf('phone_mobile');
  return (
    <ColumnLayout columns={3}>
      <FormField label="Mobile phones" errorText={serverError} stretch>
        <MultipleInput
          values={form.values.phone_mobile.map(phoneValue)}
          onChange={(values) => form.setValue('phone_mobile', values.map(phoneDigits))}
          itemLabel="Mobile phone"
          addLabel="Add mobile phone"
          readOnly={form.state.locked}
          errorOf={(value) => phoneError(value)}
          renderInput={(props) => (
            <PhoneInput value={props.value} onChange={props.onChange} ariaLabel={props.ariaLabel} readOnly={props.readOnly} invalid={props.invalid} />
          )}
        />
      </FormField>
      <PhoneField form={form} name="phone_landline" label="Landline phone" />
      <FormTextField form={form} name="email" label="Email" type="email" />
    </ColumnLayout>
  );
}

export function EmergencyContactSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={2}>
      <NameField form={form} name="contact_first_name" label="Contact first name" />
      <NameField form={form} name="contact_surname" label="Contact surname" />
      <PhoneField form={form} name="contact_phone_mobile" label="Contact mobile phone" />
      <FormCatalogueSelect form={form} name="contact_relation_id" label="Contact relation" catalogue="contact_relations" />
    </ColumnLayout>
  );
}

export function IdentificationSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={3}>
      <FormCheckboxField form={form} name="local_foreigner" label="Is Foreigner" onToggle={(on) => applyChange(form, setForeigner(on))} />
      <FormCatalogueSelect form={form} name="id_type_id" label="ID type" catalogue="identification_types" disabled={!form.values.local_foreigner} />
      <FormTextField form={form} name="id_number" label="ID number" />
    </ColumnLayout>
  );
}

export function DeceasedSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={3}>
      <FormCheckboxField form={form} name="deceased_indicator" label="Deceased" onToggle={(on) => applyChange(form, setDeceased(on))} />
      <FormDateField form={form} name="deceased_date" label="Deceased date" disabled={!form.values.deceased_indicator} description="DD-MM-YYYY" />
    </ColumnLayout>
  );
}
