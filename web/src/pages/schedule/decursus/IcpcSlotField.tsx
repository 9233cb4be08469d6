import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type IcpcRef } from '@praktijk/shared/schemas/clinical';
import { useState } from 'react';
import { IcpcPickerModal } from '@/components/icpc/IcpcPickerModal';
import { icpcLabel } from '@/components/icpc/icpc-filter';

interface IcpcSlotFieldProps {
  /** 'Subjective' or 'Evaluation': whose code this is. */
  label: string;
  value: IcpcRef | null;
  error?: string;
  disabled?: boolean;
  onChange(code: IcpcRef | null): void;
  testId: string;
}

/** The ICPC button of a SOEP field: picks a code in 'Add ICP Code', shows it ('K86 Hypertension ...') and clears it. */
export function IcpcSlotField({ label, value, error, disabled, onChange, testId }: IcpcSlotFieldProps) {
  const [picking, setPicking] = useState(false);
  return (
    <FormField label={`ICPC ${label}`} errorText={error} data-testid={testId}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button
          iconName={value ? 'edit' : 'add-plus'}
          onClick={() => setPicking(true)}
          disabled={disabled}
          ariaLabel={value ? `${icpcLabel(value)}: change the ICPC code of ${label}` : `Add ICP Code for ${label}`}
          data-testid={`${testId}-pick`}
        >
          {value ? icpcLabel(value) : 'Add ICP Code'}
        </Button>
        {value && (
          <Button
            variant="icon"
            iconName="close"
            onClick={() => onChange(null)}
            disabled={disabled}
            ariaLabel={`Clear the ICPC code of ${label}`}
            data-testid={`${testId}-clear`}
          />
        )}
      </SpaceBetween>
      <IcpcPickerModal
        visible={picking}
        title="Add ICP Code"
        onDismiss={() => setPicking(false)}
        onPick={(code) => {
          setPicking(false);
          onChange({ id: code.id, code: code.code, name: code.name });
        }}
      />
    </FormField>
  );
}
