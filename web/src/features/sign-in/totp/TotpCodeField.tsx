import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';

interface TotpCodeFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
  testId: string;
}

/** The 6-digit code: a numeric keyboard on phones, and the browser may offer a code it received. */
export function TotpCodeField({ value, onChange, error, autoFocus, testId }: TotpCodeFieldProps) {
  return (
    <FormField label="Code from your authenticator app" description="The 6-digit code the app shows for Praktijk." errorText={error}>
      <Input
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        disableBrowserAutocorrect
        spellcheck={false}
        invalid={Boolean(error)}
        data-testid={testId}
      />
    </FormField>
  );
}
