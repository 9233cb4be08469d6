import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { type ReactNode } from 'react';
import { NOT_AVAILABLE } from '../table/paging';

/** Whether a field's value shows as 'n/a': nothing, an empty text or an empty list. */
export function isEmptyValue(value: ReactNode): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A field shown as text to a user who may not change it: the field's label and its value as a
 * Cloudscape key-value pair, 'n/a' (the spec's empty text) when there is none. Inside the form's
 * own column layout, so the view keeps the form's sections and order.
 */
export function ValuePair({ label, value, field }: { label: string; value: ReactNode; field: string }) {
  const shown = isEmptyValue(value) ? NOT_AVAILABLE : value;
  return (
    <div data-field={field} data-testid={`value-${field}`}>
      <KeyValuePairs columns={1} items={[{ label, value: <Box variant="span">{shown}</Box> }]} />
    </div>
  );
}
