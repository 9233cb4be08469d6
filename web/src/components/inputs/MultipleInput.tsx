import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useId } from 'react';
import { FieldLabel } from '../form/FieldLabel';
import { addEntry, canAddEntry, canRemoveEntry, DEFAULT_LIMITS, type EntryLimits, removeEntry, setEntry, visibleEntries } from './multiple-input';
import './multiple-input.css';

export interface RowInputProps {
  value: string;
  onChange(value: string): void;
  /** The row's own name ('Mobile phone 2'), which overrides the group's label. */
  ariaLabelledby: string;
  controlId: string;
  readOnly: boolean;
  invalid: boolean;
}

export interface MultipleInputProps {
  values: readonly string[];
  onChange(values: string[]): void;
  /** The field's label, once above the rows: 'Mobile phones'. */
  label: string;
  /** Names each row for assistive technology: 'Mobile phone 2'. */
  itemLabel: string;
  addLabel?: string;
  limits?: EntryLimits;
  readOnly?: boolean;
  /** The error under the whole field (the server's 'phone_mobile' message). */
  errorText?: string;
  /** Per-row error text, e.g. a phone check. */
  errorOf?(value: string, index: number): string | undefined;
  /** The control for one row; a plain Input when left out (PhoneInput for phone lists). */
  renderInput?(props: RowInputProps): ReactNode;
}

/**
 * Up to `limits.max` (4) values, never fewer than `limits.min` (1) rows (spec 1 §5): one label
 * above the rows, each row its input and a remove button beside it (an icon, so a narrow
 * column keeps the +597 prefix readable), then Add.
 */
export function MultipleInput({
  values,
  onChange,
  label,
  itemLabel,
  addLabel = 'Add',
  limits = DEFAULT_LIMITS,
  readOnly = false,
  errorText,
  errorOf,
  renderInput,
}: MultipleInputProps) {
  const id = useId();
  const rows = visibleEntries(values, limits);
  const removable = !readOnly && canRemoveEntry(rows, limits);
  const row = (value: string, index: number) => {
    const props: RowInputProps = {
      value,
      onChange: (next) => onChange(setEntry(rows, index, next, limits)),
      ariaLabelledby: `${id}-label-${index}`,
      controlId: `${id}-${index}`,
      readOnly,
      invalid: Boolean(errorOf?.(value, index)),
    };
    return (
      <FormField key={index} errorText={errorOf?.(value, index)} stretch>
        <span id={props.ariaLabelledby} className="praktijk-visually-hidden">{`${itemLabel} ${index + 1}`}</span>
        <div className="praktijk-multiple-input-row">
          <div className="praktijk-multiple-input-control">
            {renderInput ? (
              renderInput(props)
            ) : (
              <Input
                value={value}
                onChange={({ detail }) => props.onChange(detail.value)}
                ariaLabelledby={props.ariaLabelledby}
                controlId={props.controlId}
                readOnly={readOnly}
                invalid={props.invalid}
              />
            )}
          </div>
          {removable && (
            <Button
              variant="icon"
              iconName="remove"
              formAction="none"
              onClick={() => onChange(removeEntry(rows, index, limits))}
              ariaLabel={`Remove ${itemLabel.toLowerCase()} ${value}`.trim()}
            />
          )}
        </div>
      </FormField>
    );
  };
  return (
    <FormField label={<FieldLabel text={label} />} controlId={`${id}-0`} errorText={errorText} stretch>
      <SpaceBetween size="xs">
        {rows.map(row)}
        {!readOnly && (
          <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
            <Button formAction="none" iconName="add-plus" disabled={!canAddEntry(rows, limits)} onClick={() => onChange(addEntry(rows, limits))}>
              {addLabel}
            </Button>
            <Box variant="small" color="text-body-secondary">{`You can add up to ${limits.max - rows.length} more.`}</Box>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormField>
  );
}
