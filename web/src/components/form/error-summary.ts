import { type FieldErrorMap } from './locked-form-state';

// The summary by a form's actions after a failed submit: the fields in error, named by their
// labels, in the order the fields appear. Fields register their labels as they mount (mount
// effects run in document order), so the registry's order is the form's order.

export interface FieldRegistry {
  /** Records a field's label; answers the function that forgets it again (on unmount). */
  register(field: string, label: string): () => void;
  labels(): ReadonlyMap<string, string>;
}

export function createFieldRegistry(): FieldRegistry {
  const labels = new Map<string, string>();
  return {
    register(field, label) {
      labels.set(field, label);
      return () => {
        if (labels.get(field) === label) labels.delete(field);
      };
    },
    labels: () => labels,
  };
}

export interface SummaryItem {
  field: string;
  label: string;
  /** Whether the form shows the field (then the summary links to it); otherwise its message is shown in the summary. */
  shown: boolean;
  message: string;
}

/** 'phone_mobile' -> 'Phone mobile': a name for an error on a field the form does not show. */
export function labelFromName(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function errorSummary(errors: FieldErrorMap, labels: ReadonlyMap<string, string>): SummaryItem[] {
  const shown = [...labels]
    .filter(([field]) => errors[field] !== undefined)
    .map(([field, label]) => ({ field, label, shown: true, message: errors[field] ?? '' }));
  const hidden = Object.keys(errors)
    .filter((field) => !labels.has(field))
    .map((field) => ({ field, label: labelFromName(field), shown: false, message: errors[field] ?? '' }));
  return [...shown, ...hidden];
}
