// One field's label as Manage > Logs and the forms show it: its own module, so the patient's
// labels (field-labels.ts) and the record kinds' (each declaration's `labels`) build on it
// without importing each other. `catalogue` names a reference catalogue whose item names replace
// the stored ids; `patient` marks a field that holds another patient's id.
export interface FieldLabel {
  label: string;
  catalogue?: string;
  patient?: true;
  /** A yes/no field: shown as Yes or No. */
  flag?: true;
  /** An ISO date: shown DD-MM-YYYY. */
  date?: true;
}
