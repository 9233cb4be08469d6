import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Input from '@cloudscape-design/components/input';
import { type ReactNode } from 'react';
import { addEntry, canAddEntry, canRemoveEntry, DEFAULT_LIMITS, type EntryLimits, removeEntry, setEntry, visibleEntries } from './multiple-input';

export interface MultipleInputProps {
  values: readonly string[];
  onChange(values: string[]): void;
  /** Names each row for assistive technology: 'Mobile phone 2'. */
  itemLabel: string;
  addLabel?: string;
  limits?: EntryLimits;
  readOnly?: boolean;
  /** Per-row error text, e.g. from the server's 'phone_mobile' errors or a phone check. */
  errorOf?(value: string, index: number): string | undefined;
  /** The control for one row; a plain Input when left out (PhoneInput for phone lists). */
  renderInput?(props: { value: string; onChange(value: string): void; ariaLabel: string; readOnly: boolean; invalid: boolean }): ReactNode;
}

/** Up to `limits.max` (4) values, never fewer than `limits.min` (1) rows (spec 1 §5). */
export function MultipleInput({
  values,
  onChange,
  itemLabel,
  addLabel = 'Add',
  limits = DEFAULT_LIMITS,
  readOnly = false,
  errorOf,
  renderInput,
}: MultipleInputProps) {
  const rows = visibleEntries(values, limits);
  const render = (value: string, index: number) => {
    const props = {
      value,
      onChange: (next: string) => onChange(setEntry(rows, index, next, limits)),
      ariaLabel: `${itemLabel} ${index + 1}`,
      readOnly,
      invalid: Boolean(errorOf?.(value, index)),
    };
    return renderInput ? (
      renderInput(props)
    ) : (
      <Input value={value} onChange={({ detail }) => props.onChange(detail.value)} ariaLabel={props.ariaLabel} readOnly={readOnly} invalid={props.invalid} />
    );
  };
  return (
    <AttributeEditor<string>
      items={rows}
      definition={[{ label: itemLabel, control: render, errorText: (value, index) => errorOf?.(value, index) }]}
      addButtonText={addLabel}
      removeButtonText="Remove"
      removeButtonAriaLabel={(value) => `Remove ${itemLabel.toLowerCase()} ${value}`.trim()}
      disableAddButton={readOnly || !canAddEntry(rows, limits)}
      hideAddButton={readOnly}
      isItemRemovable={() => !readOnly && canRemoveEntry(rows, limits)}
      onAddButtonClick={() => onChange(addEntry(rows, limits))}
      onRemoveButtonClick={({ detail }) => onChange(removeEntry(rows, detail.itemIndex, limits))}
      additionalInfo={readOnly ? undefined : `You can add up to ${limits.max - rows.length} more.`}
    />
  );
}
