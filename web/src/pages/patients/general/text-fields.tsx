import Input from '@cloudscape-design/components/input';
import { BoundField, controlState } from '@/components/form/fields/BoundField';
import { PhoneInput } from '@/components/inputs/PhoneInput';
import { phoneDigits, phoneText, phoneValue } from '@/components/inputs/phone';
import { type PatientForm } from './form-fields';
import { capitalised, type PatientFormValues } from './patient-form-values';

// Text-like controls of the patient form. Phones are stored as their 6 to 8 digits (the shared
// schema's rule); PhoneInput shows them behind the fixed +597.

type TextField = { [K in keyof PatientFormValues]: PatientFormValues[K] extends string ? K : never }[keyof PatientFormValues];

/** A name, capitalised as it is typed (spec 2 §5). */
export function NameField({ form, name, label, required }: { form: PatientForm; name: TextField; label: string; required?: boolean }) {
  const bound = form.textInput(name);
  return (
    <BoundField form={form} name={name} label={label} required={required} display={bound.value}>
      <Input
        {...bound}
        onChange={({ detail }) => form.setValue(name, capitalised(name, detail.value))}
        ariaRequired={required}
        ariaLabel={label}
        autoComplete={false}
        data-testid={`field-${name}`}
      />
    </BoundField>
  );
}

export function PhoneField({ form, name, label }: { form: PatientForm; name: 'phone_landline' | 'contact_phone_mobile'; label: string }) {
  const value = phoneValue(form.values[name]);
  return (
    <BoundField form={form} name={name} label={label} display={phoneText(value)}>
      <PhoneInput
        value={value}
        onChange={(next) => form.setValue(name, phoneDigits(next))}
        readOnly={controlState(form, {}).readOnly}
        invalid={Boolean(form.errorOf(name))}
        ariaLabel={label}
      />
    </BoundField>
  );
}
