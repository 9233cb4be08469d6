import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { FieldLabel } from '../../../components/form/FieldLabel';
import { PhoneInput } from '../../../components/inputs/PhoneInput';
import { phoneDigits, phoneValue } from '../../../components/inputs/phone';
import { type PatientForm } from './form-fields';
import { capitalised, type PatientFormValues } from './patient-form-values';

// Text-like controls of the patient form. Phones are stored as their 6 to 8 digits (the shared
// schema's rule); PhoneInput shows them behind the fixed +597.

type TextField = { [K in keyof PatientFormValues]: PatientFormValues[K] extends string ? K : never }[keyof PatientFormValues];

/** A name, capitalised as it is typed (spec 2 §5). */
export function NameField({ form, name, label, required }: { form: PatientForm; name: TextField; label: string; required?: boolean }) {
  return (
    <FormField label={<FieldLabel text={label} required={required} />} errorText={form.errorOf(name)} stretch>
      <Input
        {...form.textInput(name)}
        onChange={({ detail }) => form.setValue(name, capitalised(detail.value))}
        ariaRequired={required}
        ariaLabel={label}
        autoComplete={false}
        data-testid={`field-${name}`}
      />
    </FormField>
  );
}

export function PhoneField({ form, name, label }: { form: PatientForm; name: 'phone_landline' | 'contact_phone_mobile'; label: string }) {
  return (
    <FormField label={label} errorText={form.errorOf(name)} stretch>
      <PhoneInput
        value={phoneValue(form.values[name])}
        onChange={(value) => form.setValue(name, phoneDigits(value))}
        readOnly={form.state.locked}
        invalid={Boolean(form.errorOf(name))}
        ariaLabel={label}
      />
    </FormField>
  );
}
