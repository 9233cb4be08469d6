import ColumnLayout from '@cloudscape-design/components/column-layout';
import { FormTextField } from '@/components/form/FormTextField';
import { useFieldLabel } from '@/components/form/fields/BoundField';
import { ValuePair } from '@/components/form/ValuePair';
import { MultipleInput } from '@/components/inputs/MultipleInput';
import { PhoneInput } from '@/components/inputs/PhoneInput';
import { phoneDigits, phoneError, phoneText, phoneValue } from '@/components/inputs/phone';
import { FormCatalogueSelect } from '@/components/form/fields/FormCatalogueSelect';
import { FormCheckboxField } from '@/components/form/fields/FormCheckboxField';
import { FormDateField } from '@/components/form/fields/FormDateField';
import { applyChange, type PatientForm, patientField } from './form-fields';
import { setDeceased, setForeigner } from './patient-form-values';
import { NameField, PhoneField } from './text-fields';

// The contact, emergency contact, identification and deceased blocks of the General tab.

/** The mobile numbers (up to 4): one label above the rows, each row named 'Mobile phone N'. */
function MobilePhones({ form }: { form: PatientForm }) {
  const { label } = patientField('phone_mobile');
  useFieldLabel(form, 'phone_mobile', label);
  const numbers = form.values.phone_mobile.map(phoneValue);
  if (form.viewOnly) return <ValuePair label={label} value={numbers.map(phoneText).filter(Boolean).join(', ')} field="phone_mobile" />;
  return (
    <div data-field="phone_mobile">
      <MultipleInput
        values={numbers}
        onChange={(values) => form.setValue('phone_mobile', values.map(phoneDigits))}
        label={label}
        itemLabel="Mobile phone"
        addLabel="Add mobile phone"
        readOnly={form.state.locked}
        errorText={form.errorOf('phone_mobile')}
        errorOf={(value) => phoneError(value)}
        renderInput={(props) => (
          <PhoneInput
            value={props.value}
            onChange={props.onChange}
            ariaLabelledby={props.ariaLabelledby}
            controlId={props.controlId}
            readOnly={props.readOnly}
            invalid={props.invalid}
          />
        )}
      />
    </div>
  );
}

export function ContactSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={3}>
      <MobilePhones form={form} />
      <PhoneField form={form} {...patientField('phone_landline')} />
      <FormTextField form={form} {...patientField('email')} type="email" />
    </ColumnLayout>
  );
}

export function EmergencyContactSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={2}>
      <NameField form={form} {...patientField('contact_first_name')} />
      <NameField form={form} {...patientField('contact_surname')} />
      <PhoneField form={form} {...patientField('contact_phone_mobile')} />
      <FormCatalogueSelect form={form} {...patientField('contact_relation_id')} catalogue="contact_relations" />
    </ColumnLayout>
  );
}

export function IdentificationSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={3}>
      <FormCheckboxField form={form} {...patientField('local_foreigner')} onToggle={(on) => applyChange(form, setForeigner(on))} />
      <FormCatalogueSelect form={form} {...patientField('id_type_id')} catalogue="identification_types" disabled={!form.values.local_foreigner} />
      <FormTextField form={form} {...patientField('id_number')} />
    </ColumnLayout>
  );
}

export function DeceasedSection({ form }: { form: PatientForm }) {
  return (
    <ColumnLayout columns={3}>
      <FormCheckboxField form={form} {...patientField('deceased_indicator')} onToggle={(on) => applyChange(form, setDeceased(on))} />
      <FormDateField form={form} {...patientField('deceased_date')} disabled={!form.values.deceased_indicator} description="DD-MM-YYYY" />
    </ColumnLayout>
  );
}
